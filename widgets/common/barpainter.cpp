#include "barpainter.h"

#include "categoryfit.h"
#include "categorylines.h"
#include "chartstyle.h"
#include "comparison.h"
#include "flowlegend.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QStackedBarSeries>

namespace infralab {

namespace {
/// QBarSet::setLabel() tells the legend even when the label is the same, and the legend lays the whole chart
/// out again, every axis label measured anew: set only a new label.
void setLabel(QBarSet *set, const QString &label)
{
    if (set->label() != label) set->setLabel(label);
}

class BarTexts
{
    Q_DECLARE_TR_FUNCTIONS(infralab::BarPainter)
public:
    static QString named(bool pinnedSide, const QString &text) { return ab::labelled(text, pinnedSide); }
    /// The current scenario's text with its change from the pinned one's: "Current: 12 s (−8 % vs pinned)".
    static QString changed(const QString &text, const QString &change)
    {
        return ab::labelled(
            tr("%1 (%2 vs pinned)", "a value, then its change from the pinned one's").arg(text, change),
            false);
    }
};

/// Qt gives each of two bar series half of the category: their centres are a quarter from its middle.
constexpr double kPairOffset = 0.25;
const QString kPinnedPrefix = QStringLiteral("pinned-");
const QString kLineBreak = QStringLiteral("<br>");

const ChartLayer::Item *findItem(const ChartLayer *layer, const QString &id)
{
    if (layer)
        for (const ChartLayer::Item &item : layer->items)
            if (item.id == id) return &item;
    return nullptr;
}

/// Where one side's bar stands in category `category`: in its middle alone; while A is drawn (`paired`), a
/// quarter of the category off it, A first in reading order: left of B's columns, above B's rows (row 0 is
/// the bottom one).
double barCentre(double category, bool pinnedSide, bool rows, bool paired)
{
    if (!paired) return category;
    return category + (pinnedSide != rows ? -kPairOffset : kPairOffset);
}

} // namespace

QList<LayerText> layerTexts(const ChartLayer &live, const ChartLayer *pinned)
{
    QList<LayerText> out;
    for (const ChartLayer *layer : {&live, pinned}) {
        if (!layer) continue;
        const bool pinnedSide = layer == pinned;
        for (const ChartLayer::Item &item : layer->items) {
            if (item.kind != ChartLayer::Item::Kind::Text) continue;
            LayerText text{item.id,           {},        item.name, item.shortName, item.labelColour,
                           pinned != nullptr, pinnedSide};
            const bool rows = item.orientation == Qt::Horizontal;
            const double category = barCentre(item.at, pinnedSide, rows, pinned != nullptr);
            if (pinned) {
                const ChartLayer::Item *a =
                    item.showsChange && !pinnedSide ? findItem(pinned, item.id) : nullptr;
                const QString change = a ? ab::relativeChange(a->to, item.to) : QString();
                text.text = change.isEmpty() ? BarTexts::named(pinnedSide, item.name)
                                             : BarTexts::changed(item.name, change);
                // Too narrow for the name and the value: the value alone, which the hatching and the
                // legend's key already attribute ("Pinned: 27.5" beside "Current: 26" ran into each other
                // on the Training tab at 1366 px).
                text.shortText = item.shortName.isEmpty() ? item.name : item.shortName;
            }
            text.anchor = rows ? QPointF(item.to, category) : QPointF(category, item.to);
            out.append(text);
        }
    }
    return out;
}

Headline layerHeadline(const ChartLayer &live, const ChartLayer *pinned)
{
    if (live.headline.isEmpty()) return {};
    if (!pinned) return {{live.headline, live.headlineColour}};
    return {{BarTexts::named(false, live.headline), live.headlineColour},
            {BarTexts::named(true, pinned->headline), pinned->headlineColour}};
}

bool hasBars(const ChartLayer &layer)
{
    return std::any_of(layer.items.cbegin(), layer.items.cend(), [](const ChartLayer::Item &item) {
        return item.kind == ChartLayer::Item::Kind::Bars;
    });
}

void placeOnBars(ChartLayer &layer, bool pinnedSide, bool paired)
{
    const auto bars =
        std::find_if(layer.items.cbegin(), layer.items.cend(),
                     [](const ChartLayer::Item &item) { return item.kind == ChartLayer::Item::Kind::Bars; });
    if (bars == layer.items.cend()) return;
    const bool rows = bars->orientation == Qt::Horizontal;
    // Qt centres each of two bar series a quarter of the category from its middle, on half of the pair's
    // width.
    const double width = paired ? bars->pairedWidth / 2 : bars->barWidth;
    // A side's own share of a category: all of it alone, the half its bar stands in beside the other's.
    const double share = paired ? 0.5 : 1;
    for (ChartLayer::Item &item : layer.items) {
        if (item.kind == ChartLayer::Item::Kind::Rule && item.barCategory >= 0) {
            const double centre = barCentre(item.barCategory, pinnedSide, rows, paired);
            item.extent = std::pair{centre - share / 2, centre + share / 2};
        }
        if (item.kind != ChartLayer::Item::Kind::Frame) continue;
        const double lo = barCentre(item.at, pinnedSide, rows, paired) - width / 2, hi = lo + width;
        const double v = item.to;
        QList<QPointF> outline = {{lo, 0}, {lo, v}, {hi, v}, {hi, 0}, {lo, 0}};
        // Rows: the same outline with the category along y.
        if (rows)
            for (QPointF &p : outline)
                p = p.transposed();
        item.kind = ChartLayer::Item::Kind::Curve;
        // A frame with nothing to outline has no points, as a hidden curve.
        item.points = item.visible ? outline : QList<QPointF>{};
    }
}

void BarPainter::setAxes(QAbstractAxis *x, const QList<QAbstractAxis *> &ys)
{
    m_x = x;
    m_ys = ys;
}

QAbstractBarSeries *BarPainter::series(const QString &id) const
{
    return m_pairs.value(id).live;
}

QAbstractBarSeries *BarPainter::make(const ChartLayer::Item &item, bool pinnedSide, bool withKey)
{
    QAbstractBarSeries *series =
        item.orientation == Qt::Horizontal
            ? static_cast<QAbstractBarSeries *>(new QHorizontalStackedBarSeries(m_chart))
            : new QStackedBarSeries(m_chart);
    const QString prefix = pinnedSide ? kPinnedPrefix : QString();
    series->setObjectName(prefix + item.id);
    for (const ChartLayer::BarSet &desc : item.sets) {
        auto *set = new QBarSet(QString());
        set->setObjectName(prefix + desc.id);
        series->append(set);
    }
    if (withKey) {
        // An empty hatched set: the legend's one entry for A, whose bars share B's colours.
        auto *key = new QBarSet(ab::pinnedName());
        key->setObjectName(kPinnedPrefix + QStringLiteral("key"));
        key->setBrush(ab::pinnedBrush(style::kNeutral));
        key->setPen(QPen(style::kNeutral, 1));
        series->append(key);
    }
    return series;
}

void BarPainter::create(const ChartLayer &live)
{
    for (const ChartLayer::Item &item : live.items) {
        if (item.kind != ChartLayer::Item::Kind::Bars || m_pairs.contains(item.id)) continue;
        Pair pair{make(item, false, false),
                  make(item, true, m_ids.isEmpty()),
                  item.orientation == Qt::Horizontal,
                  {m_x, m_ys.value(item.yAxis, m_ys.value(0))}};
        m_chart->addSeries(pair.live);
        for (QAbstractAxis *axis : pair.axes)
            pair.live->attachAxis(axis);
        m_ids.append(item.id);
        m_pairs.insert(item.id, pair);
    }
}

void BarPainter::fill(QAbstractBarSeries *series, const ChartLayer::Item &item, bool pinnedSide, bool paired)
{
    series->setBarWidth(paired ? item.pairedWidth : item.barWidth);
    const QList<QBarSet *> sets = series->barSets();
    for (qsizetype k = 0; k < item.sets.size() && k < sets.size(); ++k) {
        const ChartLayer::BarSet &desc = item.sets.at(k);
        QBarSet *set = sets.at(k);
        if (set->count() != desc.values.size()) {
            set->remove(0, set->count());
            set->append(QList<qreal>(desc.values.size(), 0.0));
        }
        // Qt Charts lays every bar of the chart out again at each replace(), changed or not: the cost totals'
        // 24 values (48 with A) did so 24 times a step, where a slider moves a few of them.
        for (qsizetype i = 0; i < desc.values.size(); ++i)
            if (set->at(i) != desc.values.at(i)) set->replace(i, desc.values.at(i));
        setLabel(set, pinnedSide ? ab::tagged(desc.name, true) : desc.name);
        if (pinnedSide) {
            set->setBrush(ab::pinnedBrush(desc.pinnedColour.isValid() ? desc.pinnedColour : desc.colour));
            // Hatching needs a frame in the bar's colour to read as one bar.
            set->setPen(QPen(desc.colour, 1.5));
        } else {
            set->setColor(desc.colour);
            set->setPen(item.pen);
        }
    }
    // A's key has no bar: a count of zeros keeps the stacks' categories.
    const qsizetype categories =
        item.sets.isEmpty() ? item.categories.size() : item.sets.first().values.size();
    for (qsizetype k = item.sets.size(); k < sets.size(); ++k) {
        QBarSet *set = sets.at(k);
        bool zeros = set->count() == categories;
        for (qsizetype i = 0; zeros && i < categories; ++i)
            zeros = set->at(i) == 0.0;
        if (!zeros) {
            set->remove(0, set->count());
            set->append(QList<qreal>(categories, 0.0));
        }
        setLabel(set, ab::pinnedName());
    }
}

void BarPainter::showLegend(const Pair &pair, const ChartLayer::Item &item, const ChartLayer::Item *pinned)
{
    const auto used = [](const ChartLayer::Item *bars, qsizetype k) {
        if (!bars || k >= bars->sets.size()) return false;
        const QList<double> &v = bars->sets.at(k).values;
        return std::any_of(v.cbegin(), v.cend(), [](double x) { return x != 0; });
    };
    const QList<QLegendMarker *> markers = m_chart->legend()->markers(pair.live);
    for (qsizetype k = 0; k < item.sets.size() && k < markers.size(); ++k)
        showInLegend(markers.at(k), item.sets.at(k).legendWhenZero || used(&item, k) || used(pinned, k));
    for (QLegendMarker *marker : m_chart->legend()->markers(pair.pinned))
        showInLegend(marker, static_cast<QBarLegendMarker *>(marker)->barset()->objectName() ==
                                 kPinnedPrefix + QStringLiteral("key"));
}

void BarPainter::setCategories(const ChartLayer::Item &live, const ChartLayer::Item *pinned)
{
    auto *axis = qobject_cast<QBarCategoryAxis *>(
        live.orientation == Qt::Horizontal ? m_ys.value(live.yAxis, m_ys.value(0)) : m_x);
    if (!axis || live.categories.isEmpty()) return;
    // A's name of a category where it differs: the lines of A's that B's lacks, after B's; or each line that
    // differs as A's and B's side by side.
    const auto merged = [sideBySide = live.categoriesSideBySide](QStringList labels,
                                                                 const QStringList *theirs) {
        for (qsizetype i = 0; theirs && i < labels.size(); ++i) {
            QStringList mine = labels.at(i).split(kLineBreak);
            if (sideBySide) {
                const QStringList a = theirs->value(i).split(kLineBreak);
                for (qsizetype l = 0; l < mine.size() && l < a.size(); ++l)
                    if (a.at(l) != mine.at(l)) mine[l] = a.at(l) + QStringLiteral(" · ") + mine.at(l);
                labels[i] = mine.join(kLineBreak);
                continue;
            }
            QStringList others;
            for (const QString &line : theirs->value(i).split(kLineBreak))
                if (!line.isEmpty() && !mine.contains(line)) others << line;
            if (!others.isEmpty()) labels[i] += kLineBreak + BarTexts::named(true, others.join(u' '));
        }
        return labels;
    };
    const bool shortToo = live.shortCategories.size() == live.categories.size() &&
                          (!pinned || pinned->shortCategories.size() == pinned->categories.size());
    categoryfit::setShortForm(
        axis,
        shortToo ? merged(live.shortCategories, pinned ? &pinned->shortCategories : nullptr) : QStringList());
    const QStringList labels = merged(live.categories, pinned ? &pinned->categories : nullptr);
    if (categoryfit::asSet(axis) == labels) return;
    // Shown fitted to the chart as last laid out (ChartView::fitAxisLabels() fits them again in the same
    // redraw, and after the layout it brings): set whole, a label too long for its room was laid out by Qt
    // Charts once per length it tried to elide it to, then fitted and laid out again.
    const QStringList fitted = categorylines::fitted(m_chart, axis, labels);
    if (fitted.isEmpty())
        categoryfit::setLabels(axis, labels);
    else
        categoryfit::show(axis, labels, fitted);
}

void BarPainter::arrange(bool paired)
{
    m_paired = paired;
    QList<std::pair<QAbstractSeries *, QList<QAbstractAxis *>>> others;
    for (QAbstractSeries *series : m_chart->series()) {
        const bool bars = std::any_of(m_pairs.cbegin(), m_pairs.cend(), [series](const Pair &pair) {
            return pair.live == series || pair.pinned == series;
        });
        if (!bars) others.append({series, series->attachedAxes()});
        m_chart->removeSeries(series);
        series->setParent(m_chart); // out of the chart: the chart's object keeps it
    }
    const auto add = [this](QAbstractSeries *series, const QList<QAbstractAxis *> &axes) {
        m_chart->addSeries(series);
        for (QAbstractAxis *axis : axes)
            series->attachAxis(axis);
    };
    for (const QString &id : std::as_const(m_ids)) {
        const Pair &pair = m_pairs[id];
        if (paired && !pair.rows) add(pair.pinned, pair.axes);
        add(pair.live, pair.axes);
        if (paired && pair.rows) add(pair.pinned, pair.axes);
    }
    for (const auto &[series, axes] : others)
        add(series, axes);
}

void BarPainter::draw(const ChartLayer &live, const ChartLayer *pinned)
{
    // Bars without categories draw nothing (no step for B's degrees, say): A's have nothing to stand beside.
    if (pinned && std::none_of(live.items.cbegin(), live.items.cend(), [](const ChartLayer::Item &item) {
            return item.kind == ChartLayer::Item::Kind::Bars && !item.categories.isEmpty();
        }))
        pinned = nullptr;
    if ((pinned != nullptr) != m_paired) arrange(pinned != nullptr);
    for (const ChartLayer::Item &item : live.items) {
        if (item.kind != ChartLayer::Item::Kind::Bars || !m_pairs.contains(item.id)) continue;
        const Pair &pair = m_pairs[item.id];
        fill(pair.live, item, false, pinned != nullptr);
        const ChartLayer::Item *a = findItem(pinned, item.id);
        if (pinned) {
            // A drawn without these bars (no step for its degrees, say): its lane stays empty.
            ChartLayer::Item empty = item;
            for (ChartLayer::BarSet &set : empty.sets)
                set.values.fill(0);
            fill(pair.pinned, a ? *a : empty, true, true);
        }
        showLegend(pair, item, a);
        setCategories(item, a);
    }
}

} // namespace infralab
