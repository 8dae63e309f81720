#include "trainingmemorychart.h"

#include "chartstyle.h"
#include "format.h"
#include "language.h"
#include "scenario.h"

#include <QBarCategoryAxis>
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
    : ChartView(scenario, parent), m_bars(new QStackedBarSeries), m_device(new QLineSeries),
      m_deviceText(new QGraphicsSimpleTextItem(chart())), m_strategyAxis(new QBarCategoryAxis),
      m_memoryAxis(new QValueAxis), m_laneAxis(new QValueAxis)
{
    m_bars->setObjectName(QStringLiteral("memory"));
    m_device->setObjectName(QStringLiteral("device-memory"));
    for (size_t c = 0; c < m_components.size(); ++c) {
        QBarSet *set = new QBarSet(QString());
        set->setObjectName(QLatin1String(kComponentEntries[c].objectName));
        set->setColor(kComponentEntries[c].colour);
        set->setPen(QPen(Qt::white, 1));
        for (int i = 0; i < kStrategies; ++i)
            set->append(0);
        m_bars->append(set);
        m_components[c] = set;
    }
    m_bars->setBarWidth(kBarWidth);

    chart()->addSeries(m_bars);
    chart()->addAxis(m_strategyAxis, Qt::AlignBottom);
    chart()->addAxis(m_memoryAxis, Qt::AlignLeft);
    // Lines live in value coordinates: a hidden horizontal axis spans the categories, bar i centred on i.
    chart()->addAxis(m_laneAxis, Qt::AlignTop);
    m_laneAxis->setRange(-0.5, kStrategies - 0.5);
    m_laneAxis->setVisible(false);
    m_bars->attachAxis(m_strategyAxis);
    m_bars->attachAxis(m_memoryAxis);
    m_memoryAxis->setLabelFormat(QStringLiteral("%.0f"));

    chart()->addSeries(m_device);
    m_device->attachAxis(m_laneAxis);
    m_device->attachAxis(m_memoryAxis);
    // The line carries its own text on the plot: the legend keeps room for the components.
    chart()->legend()->markers(m_device).constFirst()->setVisible(false);
    for (int i = 0; i < kStrategies; ++i) {
        auto *outline = new QLineSeries;
        outline->setObjectName(QStringLiteral("does-not-fit-%1").arg(i));
        chart()->addSeries(outline);
        outline->attachAxis(m_laneAxis);
        outline->attachAxis(m_memoryAxis);
        // One legend entry explains every red frame; the others stay out of the legend.
        if (i > 0) chart()->legend()->markers(outline).constFirst()->setVisible(false);
        m_outlines[i] = outline;

        m_totals[i] = new QGraphicsSimpleTextItem(chart());
        m_totals[i]->setZValue(10);
    }
    m_deviceText->setBrush(style::kAccent);
    m_deviceText->setZValue(10);
    connect(chart(), &QChart::plotAreaChanged, this, &TrainingMemoryChart::placeLabels);

    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString TrainingMemoryChart::title() const
{
    return tr("Training memory per GPU by strategy (exercise 2, ZeRO)");
}

void TrainingMemoryChart::placeLabels()
{
    // On a narrow chart the totals lose their unit (the axis gives it) rather than run into each other.
    const qreal slot = chart()->mapToPosition(QPointF(1, 0), m_device).x() -
                       chart()->mapToPosition(QPointF(0, 0), m_device).x();
    bool compact = false;
    for (int i = 0; i < kStrategies; ++i) {
        m_totals[i]->setText(m_totalTexts[i]);
        compact = compact || m_totals[i]->boundingRect().width() > slot - 6;
    }
    QList<QRectF> taken;
    for (int i = 0; i < kStrategies; ++i) {
        QGraphicsSimpleTextItem *item = m_totals[i];
        if (compact) item->setText(Format::significant(m_totalValues[i], 3));
        const QPointF top = chart()->mapToPosition(QPointF(i, m_totalValues[i]), m_device);
        const QRectF r = item->boundingRect();
        item->setPos(top.x() - r.width() / 2, top.y() - r.height() - 2);
        taken.append(item->sceneBoundingRect());
    }
    if (m_device->count() < 2) return;
    // Above the line's right end, else below it, else at its left end: inside the plot, never over a total.
    const QPointF left = chart()->mapToPosition(m_device->at(0), m_device);
    const QPointF right = chart()->mapToPosition(m_device->at(1), m_device);
    const QRectF r = m_deviceText->boundingRect();
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
    m_deviceText->setPos(chosen);
}

void TrainingMemoryChart::refresh()
{
    const Scenario &s = *scenario();
    const double params = s.number(QStringLiteral("model.params"));
    const int gpus = s.integer(QStringLiteral("training.gpus"));
    const double activations = s.number(QStringLiteral("training.activations_gb")) * kGB;
    const double lora = s.number(QStringLiteral("training.lora_fraction"));
    const Device &device = s.device();

    QFont bold = font();
    bold.setPointSizeF(basePointSize());
    bold.setBold(true);
    QStringList categories;
    double highest = device.memory;
    for (int i = 0; i < kStrategies; ++i) {
        const Strategy strategy = kStrategyEntries[i].strategy;
        const TrainingMemory m = trainingMemory(params, gpus, strategy, activations, lora);
        const std::array<double, 5> parts = {m.weights, m.master, m.moments, m.gradients, m.activations};
        for (size_t c = 0; c < parts.size(); ++c)
            m_components[c]->replace(i, parts[c] / kGB);
        m_totalValues[i] = m.total() / kGB;
        highest = std::max(highest, m.total());

        const std::optional<int> needed = gpusNeeded(params, strategy, device.memory, activations, lora);
        const QString fit = !needed        ? tr("none ≤ %1").arg(Format::fixed(kMostGpusTried, 0))
                            : *needed == 1 ? tr("fits on 1")
                                           : tr("fits on %1").arg(Format::fixed(*needed, 0));
        // Axis labels are rich text: a line break keeps each category as narrow as its longest line.
        categories << QString(tr(kStrategyEntries[i].label) % QStringLiteral("<br>") % fit);

        const bool fits = m.total() <= device.memory;
        const double x0 = i - kBarWidth / 2, x1 = i + kBarWidth / 2, y = m.total() / kGB;
        m_outlines[i]->replace(fits ? QList<QPointF>{}
                                    : QList<QPointF>{{x0, 0}, {x0, y}, {x1, y}, {x1, 0}, {x0, 0}});
        m_outlines[i]->setPen(QPen(style::kBad, 3 * zoom()));
        m_outlines[i]->setName(tr("Does not fit"));
        m_totals[i]->setFont(bold);
        // Black is what ChartView's theme turns into the profile's foreground.
        m_totals[i]->setBrush(fits ? QColor(Qt::black) : style::kBad);
        m_totalTexts[i] = Format::bytes(m.total());
    }
    // Only the first frame carries the legend entry: show it while any bar is framed.
    const bool anyOver = std::any_of(m_outlines.cbegin(), m_outlines.cend(),
                                     [](const QLineSeries *o) { return o->count() > 0; });
    chart()->legend()->markers(m_outlines[0]).constFirst()->setVisible(anyOver);
    for (size_t c = 0; c < m_components.size(); ++c)
        m_components[c]->setLabel(tr(kComponentEntries[c].label));
    if (m_strategyAxis->categories() != categories) {
        m_strategyAxis->clear();
        m_strategyAxis->append(categories);
    }
    m_strategyAxis->setTitleText(
        tr("Strategy, and the smallest GPU count that fits (1 … %1)").arg(Format::fixed(kMostGpusTried, 0)));
    m_memoryAxis->setTitleText(tr("Memory per GPU (GB)"));
    // Room above the tallest bar for its total.
    m_memoryAxis->setRange(0, highest * 1.12 / kGB);
    m_memoryAxis->applyNiceNumbers();

    const QString deviceName = device.name(language::current());
    m_device->replace({QPointF(-0.5, device.memory / kGB), QPointF(kStrategies - 0.5, device.memory / kGB)});
    m_device->setPen(QPen(style::kAccent, 3 * zoom(), Qt::DashLine));
    m_device->setName(tr("%1 memory").arg(deviceName));
    m_deviceText->setFont(bold);
    m_deviceText->setText(tr("%1: %2").arg(deviceName, Format::bytes(device.memory)));

    // The verdict for the chosen strategy is the chart's own title: large, above the bars, and in exports.
    const Strategy chosen = s.strategy();
    const TrainingMemory mine = trainingMemory(params, gpus, chosen, activations, lora);
    const bool fits = mine.total() <= device.memory;
    int chosenIndex = 0;
    for (int i = 0; i < kStrategies; ++i)
        if (kStrategyEntries[i].strategy == chosen) chosenIndex = i;
    const QString name = tr(kStrategyEntries[chosenIndex].label);
    const QString verdict = fits ? tr("%1 on %2 GPUs: %3 per GPU, fits in %4")
                                       .arg(name, Format::fixed(gpus, 0), Format::bytes(mine.total()),
                                            Format::bytes(device.memory))
                                 : tr("%1 on %2 GPUs: %3 per GPU, does not fit in %4")
                                       .arg(name, Format::fixed(gpus, 0), Format::bytes(mine.total()),
                                            Format::bytes(device.memory));
    QFont titleFont = font();
    titleFont.setPointSizeF(basePointSize() * 1.15);
    titleFont.setBold(true);
    chart()->setTitleFont(titleFont);
    // ChartView's theme sets the title's colour after every refresh: the red of a verdict lives in the text.
    chart()->setTitle(fits ? verdict.toHtmlEscaped()
                           : QStringLiteral("<span style=\"color:%1\">%2</span>")
                                 .arg(style::kBad.name(), verdict.toHtmlEscaped()));
    placeLabels();
}

} // namespace infralab
