#include "kvcachechart.h"
#include "servingscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "language.h"
#include "scenario.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <cmath>

namespace infralab {

namespace {
// The axis unit: decimal gigabytes, as datasheets print memory (80 GB, not 74.5 GiB).
constexpr double kGB = 1e9;
const QColor kFreeColour{225, 225, 225};
const QColor kTitleColour{30, 30, 30};

/// Weights, cache and free bytes of one scenario at its own batch.
struct Usage
{
    ServingInputs in;
    ServingPoint point;
    double usable, used, free;
};

Usage usage(const Scenario &s)
{
    Usage u{servingInputs(s), {}, 0, 0, 0};
    u.point = servingPoint(u.in, s.integer(Key::ServingBatch));
    u.usable = u.in.memory * u.in.memoryFraction;
    u.used = u.point.weightBytes + u.point.kvBytes;
    u.free = std::max(0.0, u.in.memory - u.used);
    return u;
}
} // namespace

KvCacheChart::KvCacheChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_bars(new QHorizontalStackedBarSeries), m_weights(new QBarSet(QString())),
      m_cache(new QBarSet(QString())), m_free(new QBarSet(QString())), m_limit(new QLineSeries),
      m_limitText(new QGraphicsSimpleTextItem(chart())), m_pinnedWeights(new QBarSet(QString(), this)),
      m_pinnedCache(new QBarSet(QString(), this)), m_pinnedFree(new QBarSet(QString(), this)),
      m_pinnedLimit(new QLineSeries), m_pinnedLimitText(new QGraphicsSimpleTextItem(chart())),
      m_deviceAxis(new QBarCategoryAxis), m_memoryAxis(new QValueAxis), m_laneAxis(new QValueAxis)
{
    m_bars->setObjectName(QStringLiteral("memory"));
    m_weights->setObjectName(QStringLiteral("weights"));
    m_cache->setObjectName(QStringLiteral("kv-cache"));
    m_free->setObjectName(QStringLiteral("free"));
    m_limit->setObjectName(QStringLiteral("usable-limit"));
    m_pinnedWeights->setObjectName(QStringLiteral("pinned-weights"));
    m_pinnedCache->setObjectName(QStringLiteral("pinned-kv-cache"));
    m_pinnedFree->setObjectName(QStringLiteral("pinned-free"));
    m_pinnedLimit->setObjectName(QStringLiteral("pinned-usable-limit"));
    for (QBarSet *set : {m_weights, m_cache, m_free}) {
        set->append(0);
        set->setPen(QPen(Qt::white, 1));
        m_bars->append(set);
    }
    // No outline: in B's lane A's sets are empty bars, whose outline would draw a stray line.
    for (QBarSet *set : {m_pinnedWeights, m_pinnedCache, m_pinnedFree})
        set->setPen(Qt::NoPen);
    m_free->setColor(kFreeColour);
    m_bars->setBarWidth(0.55);

    chart()->addSeries(m_bars);
    chart()->addSeries(m_limit);
    chart()->addSeries(m_pinnedLimit);
    chart()->addAxis(m_memoryAxis, Qt::AlignBottom);
    chart()->addAxis(m_deviceAxis, Qt::AlignLeft);
    // The limit is a line in value coordinates: it needs a vertical value axis spanning the bar's lane.
    chart()->addAxis(m_laneAxis, Qt::AlignRight);
    m_laneAxis->setRange(-0.5, 0.5);
    m_laneAxis->setVisible(false);
    m_bars->attachAxis(m_memoryAxis);
    m_bars->attachAxis(m_deviceAxis);
    for (QLineSeries *limit : {m_limit, m_pinnedLimit}) {
        limit->attachAxis(m_memoryAxis);
        limit->attachAxis(m_laneAxis);
    }
    m_pinnedLimit->setVisible(false);
    chart()->legend()->markers(m_pinnedLimit).constFirst()->setVisible(false);
    m_memoryAxis->setLabelFormat(QStringLiteral("%.0f"));

    for (QGraphicsSimpleTextItem *text : {m_limitText, m_pinnedLimitText}) {
        text->setBrush(style::kAccent);
        text->setZValue(10);
    }
    m_pinnedLimitText->setVisible(false);
    connect(chart(), &QChart::plotAreaChanged, this, &KvCacheChart::placeLimitText);

    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString KvCacheChart::title() const
{
    return tr("Device memory when serving: weights and KV cache");
}

void KvCacheChart::placeLimitText()
{
    for (auto [limit, text] :
         {std::pair{m_limit, m_limitText}, std::pair{m_pinnedLimit, m_pinnedLimitText}}) {
        if (limit->count() < 2) continue;
        const QPointF top = chart()->mapToPosition(limit->at(1), limit);
        const QRectF r = text->boundingRect();
        // Right of the line, or left of it when the text would leave the plot.
        qreal x = top.x() + 6;
        if (x + r.width() > chart()->plotArea().right()) x = top.x() - 6 - r.width();
        text->setPos(x, top.y() + 4);
    }
}

QString KvCacheChart::verdict(const Scenario &s) const
{
    const Usage u = usage(s);
    if (!u.point.fits)
        return tr("Does not fit: needs %1, usable %2").arg(Format::bytes(u.used), Format::bytes(u.usable));
    const double maxBatch = maxBatchThatFits(u.in);
    return std::isfinite(maxBatch)
               ? tr("Fits: %1 of %2 usable; batch up to %3")
                     .arg(Format::bytes(u.used), Format::bytes(u.usable), Format::fixed(maxBatch, 0))
               : tr("Fits: %1 of %2 usable").arg(Format::bytes(u.used), Format::bytes(u.usable));
}

void KvCacheChart::refresh()
{
    const Scenario &s = *scenario();
    const Usage u = usage(s);
    const ServingPoint &p = u.point;
    const int lanes = pinned() ? 2 : 1;

    // B's bar is the first category (the bottom one); with A pinned its sets have a zero in A's lane.
    for (auto [set, value] :
         {std::pair{m_weights, p.weightBytes}, std::pair{m_cache, p.kvBytes}, std::pair{m_free, u.free}}) {
        if (set->count() != lanes) {
            set->remove(0, set->count());
            set->append(QList<qreal>(lanes, 0.0));
        }
        set->replace(0, value / kGB);
    }
    // Short legend entries: the precisions are on the toggles beside the chart. Tagged B's while A is drawn.
    auto legend = [this](const QString &name) { return pinned() ? ab::tagged(name, false) : name; };
    m_weights->setLabel(legend(tr("Weights %1").arg(Format::bytes(p.weightBytes))));
    m_cache->setLabel(legend(tr("KV cache %1").arg(Format::bytes(p.kvBytes))));
    m_free->setLabel(legend(tr("Free %1").arg(Format::bytes(u.free))));
    // Red for both parts that overflow: the fix is either fewer or smaller weights, or a smaller cache.
    m_weights->setColor(p.fits ? style::kPrimary : style::kBad);
    m_cache->setColor(p.fits ? style::kMemoryBound : style::kBad.lighter(150));

    const QString deviceName = s.device().name(language::current());
    const QString verdictA = refreshPinned(lanes);
    double top = std::max(u.in.memory, u.used);
    if (const Scenario *a = pinned()) {
        const Usage ua = usage(*a);
        top = std::max({top, ua.in.memory, ua.used});
        // Names tagged so that the two categories differ even when A and B share a device.
        m_deviceAxis->setCategories(
            {ab::tagged(deviceName, false), ab::tagged(a->device().name(language::current()), true)});
    } else {
        m_deviceAxis->setCategories({deviceName});
    }
    m_memoryAxis->setTitleText(tr("Memory (GB)"));
    setAxisRange(m_memoryAxis, 0, top * 1.05 / kGB);
    m_memoryAxis->applyNiceNumbers();

    setAxisRange(m_laneAxis, -0.5, lanes - 0.5);
    const double x = u.usable / kGB;
    m_limit->replace({QPointF(x, -0.5), QPointF(x, 0.5)});
    m_limit->setName(tr("Usable (%1)").arg(Format::percent(u.in.memoryFraction)));
    m_limit->setPen(QPen(style::kAccent, 3 * zoom()));
    QFont labelFont = font();
    labelFont.setPointSizeF(basePointSize());
    labelFont.setBold(true);
    m_limitText->setFont(labelFont);
    m_pinnedLimitText->setFont(labelFont);
    m_limitText->setText(tr("usable %1").arg(Format::bytes(u.usable)));
    placeLimitText();

    // The verdict is the chart's own title so that it stays large, above the bars, and in exports.
    const QString verdictB = verdict(s);
    QFont titleFont = font();
    titleFont.setPointSizeF(basePointSize() * 1.15);
    titleFont.setBold(true);
    chart()->setTitleFont(titleFont);
    chart()->setTitleBrush(p.fits ? kTitleColour : style::kBad);
    if (verdictA.isEmpty()) {
        chart()->setTitle(verdictB);
        return;
    }
    // Two verdicts, each in its own colour; the theme resets the title's brush, so the colours live in the
    // text.
    auto line = [](const QString &letter, const QString &text, bool fits) {
        return QStringLiteral("<span style=\"color:%1\">%2</span>")
            .arg((fits ? kTitleColour : style::kBad).name(),
                 tr("%1: %2", "A or B, then its verdict").arg(letter, text).toHtmlEscaped());
    };
    chart()->setTitle(line(ab::liveName(), verdictB, p.fits) + QStringLiteral("<br>") +
                      line(ab::pinnedName(), verdictA, usage(*pinned()).point.fits));
}

QString KvCacheChart::refreshPinned(int lanes)
{
    const QList<QBarSet *> sets = {m_pinnedWeights, m_pinnedCache, m_pinnedFree};
    const Scenario *a = pinned();
    if (bool(a) != m_pinnedShown) {
        m_pinnedShown = a != nullptr;
        for (QBarSet *set : sets)
            if (m_pinnedShown)
                m_bars->append(set);
            else if (m_bars->take(set))
                set->setParent(this); // back to the chart: the series no longer owns it
    }
    // Six bar entries would crowd the legend out of a narrow window: A's bar is named on its axis, hatched in
    // B's colours, and its total is in the title.
    if (m_pinnedShown)
        for (QLegendMarker *marker : chart()->legend()->markers(m_bars))
            if (sets.contains(static_cast<QBarLegendMarker *>(marker)->barset())) marker->setVisible(false);
    m_pinnedLimit->setVisible(a != nullptr);
    m_pinnedLimitText->setVisible(a != nullptr);
    for (QLegendMarker *marker : chart()->legend()->markers(m_pinnedLimit))
        marker->setVisible(false); // one "usable" entry: A's line is B's, dashed
    if (!a) {
        m_pinnedLimit->clear();
        return {};
    }
    const Usage u = usage(*a);
    const ServingPoint &p = u.point;
    for (auto [set, value] : {std::pair{m_pinnedWeights, p.weightBytes}, std::pair{m_pinnedCache, p.kvBytes},
                              std::pair{m_pinnedFree, u.free}}) {
        if (set->count() != lanes) {
            set->remove(0, set->count());
            set->append(QList<qreal>(lanes, 0.0));
        }
        set->replace(1, value / kGB);
    }
    m_pinnedWeights->setLabel(ab::tagged(tr("Weights %1").arg(Format::bytes(p.weightBytes)), true));
    m_pinnedCache->setLabel(ab::tagged(tr("KV cache %1").arg(Format::bytes(p.kvBytes)), true));
    m_pinnedFree->setLabel(ab::tagged(tr("Free %1").arg(Format::bytes(u.free)), true));
    m_pinnedWeights->setBrush(ab::pinnedBrush(p.fits ? style::kPrimary : style::kBad));
    m_pinnedCache->setBrush(ab::pinnedBrush(p.fits ? style::kMemoryBound : style::kBad.lighter(150)));
    // The free share's light grey would vanish once hatched.
    m_pinnedFree->setBrush(ab::pinnedBrush(kFreeColour.darker(140)));

    const double x = u.usable / kGB;
    m_pinnedLimit->replace({QPointF(x, 0.5), QPointF(x, 1.5)});
    m_pinnedLimit->setName(ab::tagged(tr("Usable (%1)").arg(Format::percent(u.in.memoryFraction)), true));
    m_pinnedLimit->setPen(ab::pinnedPen(QPen(style::kAccent, 3 * zoom())));
    m_pinnedLimitText->setText(ab::tagged(tr("usable %1").arg(Format::bytes(u.usable)), true));
    return verdict(*a);
}

} // namespace infralab
