#include "trainingmemorychart.h"
#include "trainingscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "language.h"
#include "scenario.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <algorithm>

namespace infralab {

namespace {
// The axis unit: decimal gigabytes, as the course and datasheets print memory (80 GB).
constexpr double kGB = 1e9;
constexpr double kBarWidth = 0.6;
// With A beside B, the pair's share of each category (each bar gets half of it).
constexpr double kPairWidth = 0.8;
// gpusNeeded() tries 1, 2, 4, … up to this count (exercise 2's list).
constexpr int kMostGpusTried = 64;

struct StrategyEntry
{
    Strategy strategy;
    const char *label;
};
// The course's order: from everything replicated to everything sharded, then the frozen-weights shortcut.
const std::array<StrategyEntry, TrainingMemoryChart::kStrategies> kStrategyEntries = {{
    {Strategy::DDP, QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "DDP")},
    {Strategy::ZeRO1, QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "ZeRO-1")},
    {Strategy::ZeRO2, QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "ZeRO-2")},
    {Strategy::ZeRO3, QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "ZeRO-3")},
    {Strategy::FSDP, QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "FSDP")},
    {Strategy::LoRA, QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "LoRA")},
}};

struct ComponentEntry
{
    const char *objectName;
    const char *label;
    QColor colour;
};
const std::array<ComponentEntry, 5> kComponentEntries = {{
    {"weights", QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "bf16 weights"), style::kPrimary},
    {"master", QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "fp32 master weights"), style::kSky},
    {"moments", QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "Adam moments"), style::kMemoryBound},
    {"gradients", QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "Gradients"), style::kComputeBound},
    {"activations", QT_TRANSLATE_NOOP("infralab::TrainingMemoryChart", "Activations"),
     style::kNeutral.lighter(150)},
}};
} // namespace

TrainingMemoryChart::TrainingMemoryChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_live(makeSide(false)), m_pinned(makeSide(true)),
      m_pinnedKey(new QBarSet(QString())), m_strategyAxis(new QBarCategoryAxis), m_memoryAxis(new QValueAxis),
      m_laneAxis(new QValueAxis)
{
    m_pinnedKey->setObjectName(QStringLiteral("pinned-key"));
    m_pinnedKey->setBrush(ab::pinnedBrush(style::kNeutral));
    m_pinnedKey->setPen(QPen(style::kNeutral, 1));
    for (int i = 0; i < kStrategies; ++i)
        m_pinnedKey->append(0);
    m_pinned.bars->append(m_pinnedKey);

    chart()->addAxis(m_strategyAxis, Qt::AlignBottom);
    chart()->addAxis(m_memoryAxis, Qt::AlignLeft);
    // Lines live in value coordinates: a hidden horizontal axis spans the categories, bar i centred on i.
    chart()->addAxis(m_laneAxis, Qt::AlignTop);
    m_laneAxis->setRange(-0.5, kStrategies - 0.5);
    m_laneAxis->setVisible(false);
    m_memoryAxis->setLabelFormat(QStringLiteral("%.0f"));
    arrangeSeries(false);
    connect(chart(), &QChart::plotAreaChanged, this, &TrainingMemoryChart::placeLabels);

    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

TrainingMemoryChart::Side TrainingMemoryChart::makeSide(bool pinnedSide)
{
    // A's objects are B's names with "-pinned": the tests and exports find each side by name.
    const auto name = [pinnedSide](const QString &base) {
        return pinnedSide ? QString(base % QStringLiteral("-pinned")) : base;
    };
    Side side;
    side.bars = new QStackedBarSeries(this);
    side.bars->setObjectName(name(QStringLiteral("memory")));
    for (size_t c = 0; c < side.components.size(); ++c) {
        QBarSet *set = new QBarSet(QString());
        set->setObjectName(name(QLatin1String(kComponentEntries[c].objectName)));
        const QColor colour = kComponentEntries[c].colour;
        // Hatching needs a frame in the bar's colour to read as one bar; B's white line separates the parts.
        set->setBrush(pinnedSide ? ab::pinnedBrush(colour) : QBrush(colour));
        set->setPen(pinnedSide ? QPen(colour, 1.5) : QPen(Qt::white, 1));
        for (int i = 0; i < kStrategies; ++i)
            set->append(0);
        side.bars->append(set);
        side.components[c] = set;
    }
    side.device = new QLineSeries(this);
    side.device->setObjectName(name(QStringLiteral("device-memory")));
    for (int i = 0; i < kStrategies; ++i) {
        side.outlines[i] = new QLineSeries(this);
        side.outlines[i]->setObjectName(pinnedSide ? QStringLiteral("does-not-fit-pinned-%1").arg(i)
                                                   : QStringLiteral("does-not-fit-%1").arg(i));
        side.totals[i] = new QGraphicsSimpleTextItem(chart());
        side.totals[i]->setZValue(10);
    }
    side.deviceText = new QGraphicsSimpleTextItem(chart());
    side.deviceText->setBrush(style::kAccent);
    side.deviceText->setZValue(10);
    return side;
}

void TrainingMemoryChart::arrangeSeries(bool pinned)
{
    // Qt sets the bar series of a chart side by side in the order they were added; when A goes away, B's
    // bars take the whole category again, exactly as without a comparison.
    for (QAbstractSeries *series : chart()->series()) {
        chart()->removeSeries(series);
        series->setParent(this);
    }
    const auto add = [this](QAbstractSeries *series, QAbstractAxis *horizontal) {
        chart()->addSeries(series);
        series->attachAxis(horizontal);
        series->attachAxis(m_memoryAxis);
    };
    if (pinned) add(m_pinned.bars, m_strategyAxis);
    add(m_live.bars, m_strategyAxis);
    add(m_live.device, m_laneAxis);
    if (pinned) add(m_pinned.device, m_laneAxis);
    for (QLineSeries *outline : m_live.outlines)
        add(outline, m_laneAxis);
    if (pinned)
        for (QLineSeries *outline : m_pinned.outlines)
            add(outline, m_laneAxis);
    // The lines carry their own text on the plot, one legend entry explains every red frame, and A's bars
    // have one entry of their own: the legend keeps room for the components.
    QLegend *legend = chart()->legend();
    for (QLegendMarker *marker : legend->markers()) {
        QAbstractSeries *series = marker->series();
        const bool shown =
            series == m_live.bars || series == m_live.outlines[0] ||
            (series == m_pinned.bars && static_cast<QBarLegendMarker *>(marker)->barset() == m_pinnedKey);
        marker->setVisible(shown);
    }
    for (const Side *side : {&m_live, &m_pinned})
        for (QGraphicsSimpleTextItem *total : side->totals)
            total->setVisible(pinned || side == &m_live);
    m_pinned.deviceText->setVisible(false);
    m_live.offset = pinned ? 0.25 : 0;
    m_pinned.offset = -0.25;
    m_showsPinned = pinned;
}

QString TrainingMemoryChart::title() const
{
    return tr("Training memory per GPU by strategy (exercise 2, ZeRO)");
}

void TrainingMemoryChart::placeLabels()
{
    QList<const Side *> sides = {&m_live};
    if (m_showsPinned) sides.prepend(&m_pinned);
    // On a narrow chart the totals lose their unit (the axis gives it) rather than run into each other.
    const qreal slot = (chart()->mapToPosition(QPointF(1, 0), m_live.device).x() -
                        chart()->mapToPosition(QPointF(0, 0), m_live.device).x()) /
                       sides.size();
    bool compact = false;
    for (const Side *side : sides)
        for (int i = 0; i < kStrategies; ++i) {
            side->totals[i]->setText(side->totalTexts[i]);
            compact = compact || side->totals[i]->boundingRect().width() > slot - 6;
        }
    QList<QRectF> taken;
    for (const Side *side : sides)
        for (int i = 0; i < kStrategies; ++i) {
            QGraphicsSimpleTextItem *item = side->totals[i];
            if (compact) item->setText(Format::significant(side->totalValues[i], 3));
            const QPointF top =
                chart()->mapToPosition(QPointF(i + side->offset, side->totalValues[i]), m_live.device);
            const QRectF r = item->boundingRect();
            item->setPos(top.x() - r.width() / 2, top.y() - r.height() - 2);
            taken.append(item->sceneBoundingRect());
        }
    for (const Side *side : sides) {
        if (side->device->count() < 2 || !side->deviceText->isVisible()) continue;
        // Above the line's right end, else below it, else at its left end: inside the plot, never over a
        // total or the other device's text.
        const QPointF left = chart()->mapToPosition(side->device->at(0), side->device);
        const QPointF right = chart()->mapToPosition(side->device->at(1), side->device);
        const QRectF r = side->deviceText->boundingRect();
        const QList<QPointF> candidates = {{right.x() - r.width() - 4, right.y() - r.height() - 2},
                                           {right.x() - r.width() - 4, right.y() + 2},
                                           {left.x() + 4, left.y() - r.height() - 2},
                                           {left.x() + 4, left.y() + 2}};
        QPointF chosen = candidates.constFirst();
        for (const QPointF &c : candidates) {
            const QRectF place(c, r.size());
            if (chart()->plotArea().contains(place) &&
                std::none_of(taken.cbegin(), taken.cend(),
                             [&](const QRectF &t) { return t.intersects(place); })) {
                chosen = c;
                break;
            }
        }
        side->deviceText->setPos(chosen);
        taken.append(side->deviceText->sceneBoundingRect());
    }
}

QString TrainingMemoryChart::fillSide(Side &side, const Scenario &s, double &highest)
{
    const double params = s.number(Key::ModelParams);
    const int gpus = s.integer(Key::TrainingGpus);
    const double activations = s.number(Key::TrainingActivationsGb) * kGB;
    const double lora = s.number(Key::TrainingLoraFraction);
    const Device &device = s.device();
    const bool pinnedSide = &side == &m_pinned;

    QFont bold = font();
    bold.setPointSizeF(basePointSize());
    bold.setBold(true);
    highest = std::max(highest, device.memory);
    for (int i = 0; i < kStrategies; ++i) {
        const TrainingMemory m =
            trainingMemory(params, gpus, kStrategyEntries[i].strategy, activations, lora);
        const std::array<double, 5> parts = {m.weights, m.master, m.moments, m.gradients, m.activations};
        for (size_t c = 0; c < parts.size(); ++c)
            side.components[c]->replace(i, parts[c] / kGB);
        side.totalValues[i] = m.total() / kGB;
        highest = std::max(highest, m.total());

        const bool fits = m.total() <= device.memory;
        const double x0 = i + side.offset - m_barWidth / 2, x1 = i + side.offset + m_barWidth / 2;
        const double y = m.total() / kGB;
        side.outlines[i]->replace(fits ? QList<QPointF>{}
                                       : QList<QPointF>{{x0, 0}, {x0, y}, {x1, y}, {x1, 0}, {x0, 0}});
        const QPen frame(style::kBad, 3 * zoom());
        side.outlines[i]->setPen(pinnedSide ? ab::pinnedPen(frame) : frame);
        side.outlines[i]->setName(tr("Does not fit"));
        side.totals[i]->setFont(bold);
        // Black is what ChartView's theme turns into the profile's foreground.
        side.totals[i]->setBrush(fits ? QColor(Qt::black) : style::kBad);
        side.totalTexts[i] = Format::bytes(m.total());
    }

    const QString deviceName = device.name(language::current());
    side.device->replace(
        {QPointF(-0.5, device.memory / kGB), QPointF(kStrategies - 0.5, device.memory / kGB)});
    const QPen line(style::kAccent, 3 * zoom(), Qt::DashLine);
    side.device->setPen(pinnedSide ? ab::pinnedPen(line) : line);
    side.device->setName(tr("%1 memory").arg(deviceName));
    side.deviceText->setFont(bold);
    const QString deviceText = tr("%1: %2").arg(deviceName, Format::bytes(device.memory));
    side.deviceText->setText(pinnedSide ? tr("%1: %2").arg(ab::letterA(), deviceText) : deviceText);

    // The verdict for the chosen strategy: large, above the bars, and in exports.
    const Strategy chosen = trainingStrategy(s);
    const TrainingMemory mine = trainingMemory(params, gpus, chosen, activations, lora);
    int chosenIndex = 0;
    for (int i = 0; i < kStrategies; ++i)
        if (kStrategyEntries[i].strategy == chosen) chosenIndex = i;
    const QString name = tr(kStrategyEntries[chosenIndex].label);
    const QString verdict = mine.total() <= device.memory
                                ? tr("%1 on %2 GPUs: %3 per GPU, fits in %4")
                                      .arg(name, Format::fixed(gpus, 0), Format::bytes(mine.total()),
                                           Format::bytes(device.memory))
                                : tr("%1 on %2 GPUs: %3 per GPU, does not fit in %4")
                                      .arg(name, Format::fixed(gpus, 0), Format::bytes(mine.total()),
                                           Format::bytes(device.memory));
    // ChartView's theme sets the title's colour after every refresh: the red of a verdict lives in the text.
    return mine.total() <= device.memory ? verdict.toHtmlEscaped()
                                         : QStringLiteral("<span style=\"color:%1\">%2</span>")
                                               .arg(style::kBad.name(), verdict.toHtmlEscaped());
}

void TrainingMemoryChart::refresh()
{
    const Scenario &s = *scenario();
    const Scenario *a = pinned();
    if ((a != nullptr) != m_showsPinned) arrangeSeries(a != nullptr);
    // Side by side, each bar gets half of the category: wider bars keep them readable.
    const double barWidth = a ? kPairWidth : kBarWidth;
    m_live.bars->setBarWidth(barWidth);
    m_pinned.bars->setBarWidth(barWidth);
    m_barWidth = a ? barWidth / 2 : barWidth;

    double highest = 0;
    QString title = fillSide(m_live, s, highest);
    const auto fitText = [](const Scenario &sc, Strategy strategy) {
        const std::optional<int> needed =
            gpusNeeded(sc.number(Key::ModelParams), strategy, sc.device().memory,
                       sc.number(Key::TrainingActivationsGb) * kGB, sc.number(Key::TrainingLoraFraction));
        return !needed        ? tr("none ≤ %1").arg(Format::fixed(kMostGpusTried, 0))
               : *needed == 1 ? tr("fits on 1")
                              : tr("fits on %1").arg(Format::fixed(*needed, 0));
    };
    if (a) {
        const QString pinnedTitle = fillSide(m_pinned, *a, highest);
        title = QString(tr("%1: %2").arg(ab::letterB(), title) % QStringLiteral("<br>") %
                        tr("%1: %2").arg(ab::letterA(), pinnedTitle));
        m_pinnedKey->setLabel(ab::letterA()); // the hatched swatch says the rest
        // A's device line only when its memory differs: the same line twice would hide one of them.
        const bool otherMemory = a->device().memory != s.device().memory;
        m_pinned.device->setVisible(otherMemory);
        m_pinned.deviceText->setVisible(otherMemory);
    }
    QStringList categories;
    for (int i = 0; i < kStrategies; ++i) {
        const Strategy strategy = kStrategyEntries[i].strategy;
        // Axis labels are rich text: a line break keeps each category as narrow as its longest line.
        QString label = tr(kStrategyEntries[i].label) % QStringLiteral("<br>") % fitText(s, strategy);
        if (a && fitText(*a, strategy) != fitText(s, strategy))
            label += QStringLiteral("<br>") % tr("%1: %2").arg(ab::letterA(), fitText(*a, strategy));
        categories << label;
    }
    // Only B's first frame carries the legend entry: show it while any bar, A's or B's, is framed.
    const auto framed = [](const Side &side) {
        return std::any_of(side.outlines.cbegin(), side.outlines.cend(),
                           [](const QLineSeries *o) { return o->count() > 0; });
    };
    chart()
        ->legend()
        ->markers(m_live.outlines[0])
        .constFirst()
        ->setVisible(framed(m_live) || (a && framed(m_pinned)));
    for (size_t c = 0; c < m_live.components.size(); ++c)
        m_live.components[c]->setLabel(tr(kComponentEntries[c].label));
    if (m_strategyAxis->categories() != categories) {
        m_strategyAxis->clear();
        m_strategyAxis->append(categories);
    }
    m_strategyAxis->setTitleText(
        tr("Strategy, and the smallest GPU count that fits (1 … %1)").arg(Format::fixed(kMostGpusTried, 0)));
    m_memoryAxis->setTitleText(tr("Memory per GPU (GB)"));
    // Room above the tallest bar for its total.
    setAxisRange(m_memoryAxis, 0, highest * 1.12 / kGB);
    m_memoryAxis->applyNiceNumbers();

    QFont titleFont = font();
    titleFont.setPointSizeF(basePointSize() * 1.15);
    titleFont.setBold(true);
    chart()->setTitleFont(titleFont);
    chart()->setTitle(title);
    placeLabels();
}

} // namespace infralab
