#include "trainingmemorychart.h"
#include "hardwarescenario.h"

#include "axisticks.h"
#include "trainingscenario.h"

#include "chartexport.h"
#include "chartstyle.h"
#include "format.h"
#include "language.h"
#include "palette.h"
#include "scenario.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QGraphicsSimpleTextItem>
#include <QValueAxis>
#include <algorithm>

namespace infralab {

namespace {
// The axis unit: decimal gigabytes, as the course and datasheets print memory (80 GB).
constexpr double kGB = 1e9;
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

} // namespace

TrainingMemoryChart::TrainingMemoryChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_texts(chart()), m_strategyAxis(new QBarCategoryAxis),
      m_memoryAxis(new QValueAxis)
{
    setExportCaption(trainingExportCaption); // the cluster, not the serving batch
    // The lines live on the category axis too: bar i is centred on i, the categories span -0.5 … 5.5.
    setLayerAxes(m_strategyAxis, {m_memoryAxis});
    m_memoryAxis->setLabelFormat(QStringLiteral("%.0f"));
    connect(chart(), &QChart::plotAreaChanged, this, &TrainingMemoryChart::placeLabels);
}

QString TrainingMemoryChart::precisionName(const Scenario &s, Key key)
{
    const QString value = s.text(key);
    return value == u"none" ? tr("none") : value;
}

std::pair<QString, QString> TrainingMemoryChart::fitTexts(const Scenario &s, int strategy)
{
    const std::optional<int> needed = scenarioGpusNeeded(s, kStrategyEntries[strategy].strategy);
    // Brief: the count alone, which the axis' title names ("the smallest GPU count that fits").
    if (!needed)
        return {tr("none ≤ %1").arg(Format::fixed(kExplorerMostGpus, 0)), tr("none", "no GPU count fits")};
    const QString count = Format::fixed(*needed, 0);
    return {*needed == 1 ? tr("fits on 1") : tr("fits on %1").arg(count), count};
}

QString TrainingMemoryChart::verdict(const Scenario &s, bool *fits) const
{
    const int gpus = s.integer(Key::TrainingGpus);
    const Strategy chosen = trainingStrategy(s);
    const TrainingMemory mine = scenarioTrainingMemory(s);
    int chosenIndex = 0;
    for (int i = 0; i < kStrategies; ++i)
        if (kStrategyEntries[i].strategy == chosen) chosenIndex = i;
    const QString name = tr(kStrategyEntries[chosenIndex].label);
    const double memory = selectedDevice(s).memory;
    *fits = mine.total() <= memory;
    // %Ln: "on 1 GPU" reads right, and the count keeps the locale's group separators.
    return *fits ? tr("%1 on %Ln GPU(s): %2 per GPU, fits in %3", nullptr, gpus)
                       .arg(name, Format::bytes(mine.total()), Format::bytes(memory))
                 : tr("%1 on %Ln GPU(s): %2 per GPU, does not fit in %3", nullptr, gpus)
                       .arg(name, Format::bytes(mine.total()), Format::bytes(memory));
}

ChartLayer TrainingMemoryChart::layer(const Scenario &s) const
{
    const Device &device = selectedDevice(s);
    // Each component's name takes the precision its key holds (the training precisions): "Weights (bf16)".
    struct Component
    {
        ChartLayer::SetEntry set;
        Key precision;
    };
    using palette::Meaning;
    static const std::array<Component, 5> kComponents = {{
        {{"weights", QT_TR_NOOP("Weights (%1)"), palette::colour(Meaning::Weights)},
         Key::TrainingWeightPrecision},
        {{"master", QT_TR_NOOP("Master weights (%1)"), palette::colour(Meaning::MasterWeights)},
         Key::TrainingMasterPrecision},
        {{"moments", QT_TR_NOOP("Adam moments (%1)"), palette::colour(Meaning::OptimiserMoments)},
         Key::TrainingOptimizerPrecision},
        {{"gradients", QT_TR_NOOP("Gradients (%1)"), palette::colour(Meaning::Gradients)},
         Key::TrainingGradientPrecision},
        {{"activations", QT_TR_NOOP("Activations (%1)"), palette::colour(Meaning::Activations)},
         Key::TrainingActivationPrecision},
    }};
    QList<ChartLayer::SetEntry> entries;
    for (const Component &c : kComponents)
        entries.append(c.set);
    QList<ChartLayer::BarSet> sets = ChartLayer::barSets(entries, staticMetaObject);
    for (size_t c = 0; c < kComponents.size(); ++c)
        sets[qsizetype(c)].name = sets[qsizetype(c)].name.arg(precisionName(s, kComponents[c].precision));
    // Typed-in activations are taken as typed, whatever their precision.
    if (!activationsFromShapes(s)) sets[4].name = tr("Activations (typed in)");
    sets[1].legendWhenZero = false; // no master copy: no entry
    QStringList categories, briefCategories;
    QList<double> totals;
    for (int i = 0; i < kStrategies; ++i) {
        // The cluster's split: the layers over TP·PP, then the strategy's shards over DP.
        const TrainingMemory m = scenarioTrainingMemory(s, kStrategyEntries[i].strategy);
        const std::array<double, 5> parts = {m.weights, m.master, m.moments, m.gradients, m.activations};
        for (size_t c = 0; c < parts.size(); ++c)
            sets[c].values.append(parts[c] / kGB);
        totals.append(m.total());
        // Axis labels are rich text: a line break keeps each category as narrow as its longest line.
        const QString name = tr(kStrategyEntries[i].label) % QStringLiteral("<br>");
        const auto [fit, brief] = fitTexts(s, i);
        categories << name + fit;
        briefCategories << name + brief;
    }
    ChartLayer layer;
    // Beside A's bars, each count reads "A's · B's" under its pair, as the bars stand: "Pinned: fits on 32"
    // under "fits on 8" needed more than the share of a strategy at 1366 px.
    const bool paired = drawnScenarios().size() > 1;
    ChartLayer::Item &bars =
        layer.bars(QStringLiteral("memory"), Qt::Vertical, paired ? briefCategories : categories, sets);
    bars.shortCategories = briefCategories;
    bars.categoriesSideBySide = true;
    const QString deviceName = device.name(language::current());
    const double memory = device.memory / kGB;
    // The line carries its own text on the plot: the legend keeps room for the components.
    layer
        .curve(QStringLiteral("device-memory"), tr("%1 memory").arg(deviceName),
               QPen(style::kAccent, 3 * zoom(), Qt::DashLine), {{-0.5, memory}, {kStrategies - 0.5, memory}})
        .inLegend = false;
    bool framed = false;
    for (int i = 0; i < kStrategies; ++i) {
        const bool fits = totals[i] <= device.memory;
        ChartLayer::Item &frame = layer.frame(QStringLiteral("does-not-fit-%1").arg(i), tr("Does not fit"),
                                              QPen(style::kBad, 3 * zoom()), i, totals[i] / kGB);
        frame.visible = !fits;
        // One legend entry explains every red frame.
        frame.inLegend = !fits && !framed;
        framed = framed || !fits;
    }
    for (int i = 0; i < kStrategies; ++i)
        // Black is what ChartView's theme turns into the profile's foreground.
        layer
            .text(QStringLiteral("total-%1").arg(i), Format::bytes(totals[i]), i, totals[i] / kGB,
                  totals[i] <= device.memory ? QColor(Qt::black) : style::kBad)
            .shortName = Format::significant(totals[i] / kGB, 3);
    // The bars are in decimal GB: a device sold in GiB says both, "80 GiB = 85.9 GB".
    const QString memoryText =
        device.memoryInGib
            ? tr("%1 = %2").arg(Format::deviceMemory(device.memory, true), Format::bytes(device.memory))
            : Format::bytes(device.memory);
    layer.text(QStringLiteral("device"), tr("%1: %2").arg(deviceName, memoryText), kStrategies - 0.5, memory,
               style::kAccent);
    bool fits = true;
    layer.headline = verdict(s, &fits);
    if (!fits) layer.headlineColour = style::kBad;
    return layer;
}

void TrainingMemoryChart::placeLabels()
{
    QAbstractSeries *bars = layerBars(QStringLiteral("memory"));
    if (!bars) return;
    const auto at = [&](double x, double y) { return chart()->mapToPosition(QPointF(x, y), bars); };
    const auto isTotal = [this](qsizetype i) {
        return m_texts.text(i).id.startsWith(QLatin1String("total-"));
    };
    // On a narrow chart the totals lose their unit (the axis gives it) rather than run into each other.
    const qreal slot = (at(1, 0).x() - at(0, 0).x()) / (drawnScenarios().size() > 1 ? 2 : 1);
    bool compact = false;
    for (qsizetype i = 0; i < m_texts.size(); ++i) {
        m_texts.item(i)->setText(m_texts.text(i).text);
        compact = compact || (isTotal(i) && m_texts.item(i)->boundingRect().width() > slot - 6);
    }
    QList<QRectF> taken;
    for (qsizetype i = 0; i < m_texts.size(); ++i) {
        if (!isTotal(i)) continue;
        QGraphicsSimpleTextItem *item = m_texts.item(i);
        if (compact) item->setText(m_texts.text(i).shortText);
        const QPointF top = at(m_texts.text(i).anchor.x(), m_texts.text(i).anchor.y());
        const QRectF r = item->boundingRect();
        item->setPos(top.x() - r.width() / 2, top.y() - r.height() - 2);
        taken.append(item->sceneBoundingRect());
    }
    for (qsizetype i = 0; i < m_texts.size(); ++i) {
        if (isTotal(i)) continue;
        // Above the line's right end, else below it, else at its left end: inside the plot, never over a
        // total or the other device's text.
        const double y = m_texts.text(i).anchor.y();
        const QPointF left = at(-0.5, y), right = at(kStrategies - 0.5, y);
        const QRectF r = m_texts.item(i)->boundingRect();
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
        m_texts.item(i)->setPos(chosen);
        taken.append(m_texts.item(i)->sceneBoundingRect());
    }
}

void TrainingMemoryChart::refresh()
{
    m_texts.show(layerTexts(), markerFont());
    // Every total and device memory drawn, A's too, is a text at its value.
    double highest = 0;
    for (qsizetype i = 0; i < m_texts.size(); ++i)
        highest = std::max(highest, m_texts.text(i).anchor.y());
    setAxisTitle(m_strategyAxis,
                 (drawnScenarios().size() > 1
                      ? tr("Strategy, and the smallest GPU count that fits, pinned · current (1 … %1)")
                      : tr("Strategy, and the smallest GPU count that fits (1 … %1)"))
                     .arg(Format::fixed(kExplorerMostGpus, 0)));
    setAxisTitle(m_memoryAxis, tr("Memory per GPU (GB)"));
    // Room above the tallest bar for its total.
    axisticks::setNiceAxisRange(m_memoryAxis, 0, highest * 1.12);
    placeLabels();
}

} // namespace infralab
