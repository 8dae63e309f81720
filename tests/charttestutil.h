#pragma once
// Ways to read back what a chart draws, shared by the page tests: series and bar sets by object name, the
// texts on the plot, values that are not finite, how much of an exported image is not blank; and data rows
// that each change one scenario key, to draw the charts in odd cases.
#include "chartheadline.h"
#include "chartview.h"
#include "flowlegend.h"
#include "pinnedcomparison.h"
#include "scenario.h"
#include "widgettest.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>
#include <QVariant>
#include <QXYSeries>
#include <array>
#include <cmath>
#include <cstddef>
#include <initializer_list>

namespace charttest {

/// The x (0 … 10, bottom) and y (0 … 1, left) axes addUnitAxes() puts on a bare chart.
struct UnitAxes
{
    QValueAxis *x, *y;
};

/// A bare QChart's axes for the painters' tests: x from 0 to 10 at the bottom, y from 0 to 1 on the left.
inline UnitAxes addUnitAxes(QChart *chart)
{
    auto *x = new QValueAxis, *y = new QValueAxis;
    x->setRange(0, 10);
    y->setRange(0, 1);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    return {x, y};
}

using infralab::ChartView;

/// Shows `chart` at `size` as a window, waits until it is exposed and lets it finish its refresh and layout:
/// what a test reads back is then what a person sees. False when the window never appeared.
[[nodiscard]] inline bool shownAt(ChartView &chart, QSize size)
{
    if (!showAt(chart, size)) return false;
    chart.flushRefresh();
    QCoreApplication::processEvents();
    return true;
}

template <typename T> T *series(ChartView &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->objectName() == name) return qobject_cast<T *>(s);
    return nullptr;
}

/// The XY series named, in order (null where the chart has none of that name), to take a chart's curves at
/// once.
template <std::size_t N> std::array<QXYSeries *, N> curves(ChartView &chart, const char *const (&names)[N])
{
    std::array<QXYSeries *, N> out{};
    for (std::size_t i = 0; i < N; ++i)
        out[i] = series<QXYSeries>(chart, QLatin1String(names[i]));
    return out;
}

inline QBarSet *barSet(ChartView &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                if (set->objectName() == name) return set;
    return nullptr;
}

/// The visible plain texts drawn on the plot next to marker lines.
inline QStringList plotTexts(ChartView &chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart.chart()->childItems())
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible())
            texts << text->text().replace(u'\n', u' '); // a text on lines says the same
    return texts;
}

/// The visible texts on the plot that overlap another, each pair as "first ~ second".
inline QStringList overlappingTexts(ChartView &chart)
{
    QList<QGraphicsSimpleTextItem *> texts;
    for (QGraphicsItem *item : chart.chart()->childItems())
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item);
            text && text->isVisible() && !text->text().isEmpty())
            texts << text;
    QStringList pairs;
    for (qsizetype i = 0; i < texts.size(); ++i)
        for (qsizetype j = i + 1; j < texts.size(); ++j)
            if (texts[i]->sceneBoundingRect().intersects(texts[j]->sceneBoundingRect()))
                pairs << texts[i]->text() + QStringLiteral(" ~ ") + texts[j]->text();
    return pairs;
}

/// Names of the series (points, area bounds) and bar sets holding a NaN or an infinity: nothing a person can
/// read.
inline QStringList nonFiniteValues(ChartView &chart)
{
    QStringList bad;
    auto checkPoints = [&](const QString &name, const QList<QPointF> &points) {
        for (const QPointF &p : points)
            if (!std::isfinite(p.x()) || !std::isfinite(p.y())) bad << name;
    };
    for (QAbstractSeries *s : chart.chart()->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(s)) checkPoints(s->objectName(), xy->points());
        if (auto *area = qobject_cast<QAreaSeries *>(s)) {
            checkPoints(s->objectName(), area->upperSeries()->points());
            checkPoints(s->objectName(), area->lowerSeries()->points());
        }
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                for (int i = 0; i < set->count(); ++i)
                    if (!std::isfinite(set->at(i))) bad << set->objectName();
    }
    return bad;
}

/// Lays the chart out at `size` off screen, as an export does: the plot's texts and the legend depend on it.
inline void layOut(ChartView &chart, QSize size)
{
    chart.setAttribute(Qt::WA_DontShowOnScreen);
    chart.resize(size);
    chart.show();
    QCoreApplication::sendPostedEvents();
    chart.flushRefresh();
}

/// What is wrong with the chart's verdict above its plot, judged in every mode of tst_layoutfit: empty when
/// it has none, or when it lies inside the chart and clear of the plot (broken onto lines, never cut).
inline QString headlineProblem(const infralab::ChartView &view)
{
    const infralab::ChartHeadline *verdict = view.headlineItem();
    const QRectF box = verdict->mapRectToParent(verdict->boundingRect());
    if (verdict->lines().isEmpty()) return {};
    if (!view.chart()->rect().contains(box))
        return QStringLiteral("headline outside the chart: ") + verdict->text();
    if (box.bottom() > view.chart()->plotArea().top())
        return QStringLiteral("headline over the plot: ") + verdict->text();
    return {};
}

/// The legend's entries as drawn, in their rows under the plot (chartview.h); none while the chart hides
/// its legend.
inline QStringList legendTexts(const infralab::ChartView &view)
{
    const infralab::FlowLegend *rows = view.legendRows();
    return rows ? rows->labels() : QStringList();
}

/// One scenario change a data row makes: the row's name, the key (empty: the course's scenario) and the
/// value.
struct Change
{
    const char *row, *key;
    QVariant value;
};

/// The "key" and "value" columns and one row per change.
inline void addChangeRows(std::initializer_list<Change> changes)
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    for (const Change &c : changes)
        QTest::newRow(c.row) << QString::fromUtf8(c.key) << c.value;
}

/// Makes the current row's change to `s`; false when the scenario refuses it.
inline bool applyChangeRow(infralab::Scenario &s)
{
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    return key.isEmpty() || s.set(*infralab::keyFromName(key), value);
}

/// Share of pixels that are not white, sampled every fourth pixel: a blank export has none.
inline double inkRatio(const QImage &image)
{
    qsizetype ink = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            if (image.pixel(x, y) != qRgb(255, 255, 255)) ++ink;
    return double(ink) / ((image.width() / 4) * (image.height() / 4));
}

/// The start of most A/B tests: pins the scenario's values as A, changes `key` for B and draws `view` (a
/// chart, a table or a page) at once; false when the scenario refuses the value.
template <typename View>
[[nodiscard]] bool pinThenSet(infralab::Scenario &s, View &view, infralab::Key key, const QVariant &value)
{
    s.comparison().pin();
    const bool set = s.set(key, value);
    view.flushRefresh();
    return set;
}

} // namespace charttest
