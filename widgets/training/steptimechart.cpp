#include "steptimechart.h"
#include "trainingscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "scenario.h"
#include "steptime.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QTextDocument>
#include <QValueAxis>
#include <optional>

namespace infralab {

namespace {
// A DGX/HGX node: eight GPUs on NVLink; the course's 3D layout keeps tensor parallelism within it.
constexpr int kGpusPerNode = 8;
// Half of each row: the other half holds the bar's caption above it.
constexpr double kBarWidth = 0.5;

struct PartEntry
{
    const char *objectName;
    const char *label;
    QColor colour;
};
const std::array<PartEntry, 5> kPartEntries = {{
    {"compute", QT_TRANSLATE_NOOP("infralab::StepTimeChart", "Compute"), style::kComputeBound},
    {"bubble", QT_TRANSLATE_NOOP("infralab::StepTimeChart", "Pipeline bubble"), style::kNeutral.lighter(150)},
    {"tensor-parallel", QT_TRANSLATE_NOOP("infralab::StepTimeChart", "TP all-reduces"), style::kBad},
    {"pipeline", QT_TRANSLATE_NOOP("infralab::StepTimeChart", "PP point-to-point"), style::kSky},
    {"data-parallel", QT_TRANSLATE_NOOP("infralab::StepTimeChart", "Exposed DP"), style::kMemoryBound},
}};

std::array<double, 5> parts(const StepTime &t)
{
    return {t.compute, t.bubble, t.tensorParallel, t.pipeline, t.exposedDataParallel};
}

/// The axis unit that keeps the longest bar between 1 and 1000 units (plain tick labels, no exponent).
struct TimeUnit
{
    double seconds;
    const char *symbol;
};
TimeUnit unitFor(double longest)
{
    if (longest >= 600) return {60, QT_TRANSLATE_NOOP("infralab::StepTimeChart", "min")};
    if (longest >= 1) return {1, QT_TRANSLATE_NOOP("infralab::StepTimeChart", "s")};
    if (longest >= 1e-3) return {1e-3, QT_TRANSLATE_NOOP("infralab::StepTimeChart", "ms")};
    return {1e-6, QT_TRANSLATE_NOOP("infralab::StepTimeChart", "µs")};
}
} // namespace

struct StepTimeChart::Steps
{
    StepInputs in;
    StepTime step, other;
    int movedGpusPerNode = 0;
};

StepTimeChart::StepTimeChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_bars(new QHorizontalStackedBarSeries),
      m_pinnedBars(new QHorizontalStackedBarSeries(this)), m_pinnedKey(new QBarSet(QString())),
      m_message(new QGraphicsTextItem(chart())), m_configAxis(new QBarCategoryAxis),
      m_timeAxis(new QValueAxis)
{
    m_bars->setObjectName(QStringLiteral("step"));
    m_pinnedBars->setObjectName(QStringLiteral("step-pinned"));
    for (size_t i = 0; i < m_parts.size(); ++i) {
        const QColor colour = kPartEntries[i].colour;
        QBarSet *set = new QBarSet(QString());
        set->setObjectName(QLatin1String(kPartEntries[i].objectName));
        set->setColor(colour);
        set->setPen(QPen(Qt::white, 1));
        set->append({0, 0});
        m_bars->append(set);
        m_parts[i] = set;
        // A's copy: hatched, framed in its colour so that the hatching reads as one bar.
        QBarSet *pinnedSet = new QBarSet(QString());
        pinnedSet->setObjectName(
            QString(QLatin1String(kPartEntries[i].objectName) % QStringLiteral("-pinned")));
        pinnedSet->setBrush(ab::pinnedBrush(colour));
        pinnedSet->setPen(QPen(colour, 1.5));
        pinnedSet->append({0, 0});
        m_pinnedBars->append(pinnedSet);
        m_pinnedParts[i] = pinnedSet;
    }
    m_pinnedKey->setObjectName(QStringLiteral("pinned-key"));
    m_pinnedKey->setBrush(ab::pinnedBrush(style::kNeutral));
    m_pinnedKey->setPen(QPen(style::kNeutral, 1));
    m_pinnedKey->append({0, 0});
    m_pinnedBars->append(m_pinnedKey);
    m_bars->setBarWidth(kBarWidth);
    chart()->addSeries(m_bars);
    chart()->addAxis(m_timeAxis, Qt::AlignBottom);
    chart()->addAxis(m_configAxis, Qt::AlignLeft);
    m_bars->attachAxis(m_timeAxis);
    m_bars->attachAxis(m_configAxis);
    m_timeAxis->setLabelFormat(QStringLiteral("%.6g"));

    for (auto *totals : {&m_totals, &m_pinnedTotals})
        for (QGraphicsSimpleTextItem *&total : *totals) {
            total = new QGraphicsSimpleTextItem(chart());
            total->setBrush(Qt::black); // what ChartView's theme turns into the profile's foreground
            total->setZValue(10);
            total->setVisible(totals == &m_totals);
        }
    m_message->setObjectName(QStringLiteral("error-message"));
    m_message->setDefaultTextColor(style::kBad);
    m_message->setZValue(10);
    m_message->setVisible(false);
    connect(chart(), &QChart::plotAreaChanged, this, &StepTimeChart::placeLabels);

    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString StepTimeChart::title() const
{
    return tr("One training step with TP × PP × DP (exercise 2)");
}

StepTimeChart::Steps StepTimeChart::steps(const Scenario &s)
{
    Steps out;
    StepInputs &in = out.in;
    in.params = s.number(Key::ModelParams);
    in.activeParams = in.params * s.number(Key::ModelActiveRatio);
    in.layers = s.integer(Key::ModelLayers);
    in.dModel = s.integer(Key::ModelDModel);
    in.tokensPerStep = s.number(Key::TrainingTokensPerStep);
    in.gpus = s.integer(Key::TrainingGpus);
    in.tensorParallel = s.integer(Key::TrainingTensorParallel);
    in.pipelineStages = s.integer(Key::TrainingPipelineStages);
    in.dataParallel = s.integer(Key::TrainingDataParallel);
    in.microbatches = s.integer(Key::TrainingMicrobatches);
    in.peak = s.peak();
    in.mfu = s.number(Key::TrainingMfu);
    in.intraBandwidth = s.number(Key::TrainingIntraBw);
    in.interBandwidth = s.number(Key::TrainingInterBw);
    in.latency = s.number(Key::TrainingLatencyS);
    in.gpusPerNode = kGpusPerNode;
    in.strategy = trainingStrategy(s);
    in.loraFraction = s.number(Key::TrainingLoraFraction);
    in.overlap = s.flag(Key::TrainingOverlap);
    out.step = stepTime(in);
    if (!out.step.error.empty()) return out;
    // The lesson: the same step with the tensor-parallel group on the other side of the node boundary. Nodes
    // of half the TP group push it onto InfiniBand; nodes as large as the group bring it back onto NVLink.
    const int t = in.tensorParallel;
    StepInputs moved = in;
    moved.gpusPerNode = out.step.tensorCrossesNodes ? t : std::max(1, t / 2);
    out.movedGpusPerNode = moved.gpusPerNode;
    out.other = t > 1 ? stepTime(moved) : StepTime{};
    return out;
}

QString StepTimeChart::comparisonLabel(const Steps &steps) const
{
    if (steps.in.tensorParallel == 1) return tr("TP = 1: no tensor-parallel<br>traffic to move");
    if (steps.step.tensorCrossesNodes)
        return tr("TP inside one node<br>(nodes of %1 GPUs)").arg(Format::fixed(steps.movedGpusPerNode, 0));
    return tr("TP across nodes<br>(nodes of %1 GPUs)").arg(Format::fixed(steps.movedGpusPerNode, 0));
}

void StepTimeChart::showError(bool error)
{
    m_bars->setVisible(!error);
    m_timeAxis->setVisible(!error);
    m_configAxis->setVisible(!error);
    chart()->legend()->setVisible(!error);
    m_message->setVisible(error);
    for (QGraphicsSimpleTextItem *total : m_totals)
        total->setVisible(!error);
}

void StepTimeChart::showPinned(bool shown)
{
    for (QGraphicsSimpleTextItem *total : m_pinnedTotals)
        total->setVisible(shown);
    if (shown == m_showsPinned) return;
    m_showsPinned = shown;
    if (shown) {
        // Added after B's, A's bars take the upper half of each row: read from the top, A then B.
        chart()->addSeries(m_pinnedBars);
        m_pinnedBars->attachAxis(m_timeAxis);
        m_pinnedBars->attachAxis(m_configAxis);
        for (QLegendMarker *marker : chart()->legend()->markers(m_pinnedBars))
            marker->setVisible(static_cast<QBarLegendMarker *>(marker)->barset() == m_pinnedKey);
    } else {
        chart()->removeSeries(m_pinnedBars);
        m_pinnedBars->setParent(this);
    }
}

void StepTimeChart::placeLabels()
{
    const QRectF plot = chart()->plotArea();
    // Qt gives each of the chart's bar series an equal slice of the row, B's below A's.
    const double slice = m_showsPinned ? 0.5 : 1.0;
    const auto place = [&](QGraphicsSimpleTextItem *item, double centre) {
        // Above the bar, from its start: always inside the plot, whatever the bar's length.
        const QPointF top = chart()->mapToPosition(QPointF(0, centre + kBarWidth * slice / 2), m_bars);
        item->setPos(plot.left() + 4, top.y() - item->boundingRect().height() - 2);
    };
    for (int row = 0; row < int(m_totals.size()); ++row) {
        place(m_totals[row], row - (m_showsPinned ? 0.25 : 0));
        place(m_pinnedTotals[row], row + 0.25);
    }
    m_message->setTextWidth(plot.width() * 0.9);
    const QRectF m = m_message->boundingRect();
    m_message->setPos(plot.center().x() - m.width() / 2, plot.center().y() - m.height() / 2);
}

void StepTimeChart::refresh()
{
    const Steps live = steps(*scenario());
    const StepInputs &in = live.in;
    const StepTime &step = live.step;
    QFont bold = font();
    bold.setPointSizeF(basePointSize());
    bold.setBold(true);
    QFont titleFont = bold;
    titleFont.setPointSizeF(basePointSize() * 1.15);
    chart()->setTitleFont(titleFont);
    for (size_t i = 0; i < m_parts.size(); ++i)
        m_parts[i]->setLabel(tr(kPartEntries[i].label));

    if (!step.error.empty()) {
        // The model's sentence is English: the same facts, in the interface's language.
        const long product = long(in.tensorParallel) * in.pipelineStages * in.dataParallel;
        for (QBarSet *set : m_parts) {
            set->replace(Current, 0);
            set->replace(Comparison, 0);
        }
        m_message->setFont(titleFont);
        m_message->setPlainText(tr("TP × PP × DP = %1 × %2 × %3 = %4, but there are %5 GPUs.\n"
                                   "Choose degrees whose product is the GPU count n.")
                                    .arg(Format::fixed(in.tensorParallel, 0),
                                         Format::fixed(in.pipelineStages, 0),
                                         Format::fixed(in.dataParallel, 0), Format::fixed(double(product), 0),
                                         Format::fixed(in.gpus, 0)));
        m_message->document()->setDefaultTextOption(QTextOption(Qt::AlignCenter));
        // ChartView's theme sets the title's colour after every refresh: the red lives in the text.
        chart()->setTitle(QStringLiteral("<span style=\"color:%1\">%2</span>")
                              .arg(style::kBad.name(),
                                   tr("No step: the parallel degrees do not multiply to n").toHtmlEscaped()));
        showPinned(false);
        showError(true);
        placeLabels();
        return;
    }
    showError(false);
    std::optional<Steps> a;
    if (pinned()) a = steps(*pinned());
    showPinned(a.has_value());
    const bool aDrawn = a && a->step.error.empty(); // A's degrees may not multiply to its n: then no A bars

    const StepTime &other = live.other;
    const std::array<double, 5> mine = parts(step), theirs = parts(other);
    double longest = std::max(step.total, other.total);
    if (aDrawn) longest = std::max({longest, a->step.total, a->other.total});
    const TimeUnit unit = unitFor(longest);
    for (size_t i = 0; i < m_parts.size(); ++i) {
        m_parts[i]->replace(Current, mine[i] / unit.seconds);
        m_parts[i]->replace(Comparison, theirs[i] / unit.seconds);
        m_pinnedParts[i]->replace(Current, aDrawn ? parts(a->step)[i] / unit.seconds : 0);
        m_pinnedParts[i]->replace(Comparison, aDrawn ? parts(a->other)[i] / unit.seconds : 0);
    }

    const int t = in.tensorParallel;
    const auto degrees = [](const StepInputs &si) {
        return tr("TP %1 × PP %2 × DP %3")
            .arg(Format::fixed(si.tensorParallel, 0), Format::fixed(si.pipelineStages, 0),
                 Format::fixed(si.dataParallel, 0));
    };
    QStringList categories = {comparisonLabel(live),
                              tr("This step<br>TP %1 × PP %2 × DP %3")
                                  .arg(Format::fixed(t, 0), Format::fixed(in.pipelineStages, 0),
                                       Format::fixed(in.dataParallel, 0))};
    // A's own configuration under B's, when it differs.
    if (aDrawn && comparisonLabel(*a) != categories[Comparison])
        categories[Comparison] +=
            QStringLiteral("<br>") %
            tr("%1: %2").arg(ab::letterA(), comparisonLabel(*a).section(QStringLiteral("<br>"), 0, 0));
    if (a && degrees(a->in) != degrees(in))
        categories[Current] += QStringLiteral("<br>") % tr("%1: %2").arg(ab::letterA(), degrees(a->in));
    if (m_configAxis->categories() != categories) {
        m_configAxis->clear();
        m_configAxis->append(categories);
    }
    m_timeAxis->setTitleText(tr("Time per step (%1)").arg(tr(unit.symbol)));
    setAxisRange(m_timeAxis, 0, longest / unit.seconds * 1.05);
    m_timeAxis->applyNiceNumbers();

    for (auto *totals : {&m_totals, &m_pinnedTotals})
        for (QGraphicsSimpleTextItem *total : *totals)
            total->setFont(bold);
    // Totals in the axis' unit, so that the bars and the ticks read alike.
    const auto total = [&](const StepTime &st) {
        return Format::noBreak(tr("%1 %2 · efficiency %3")
                                   .arg(Format::significant(st.total / unit.seconds), tr(unit.symbol),
                                        Format::percent(st.efficiency)));
    };
    m_totals[Current]->setText(total(step));
    m_totals[Comparison]->setText(t > 1 ? total(other) : QString());
    if (a) {
        // Each side named, and B's change against A where A has a step to compare with.
        const auto named = [](const QString &letter, const QString &text, const QString &change = {}) {
            return change.isEmpty() ? tr("%1: %2").arg(letter, text)
                                    : tr("%1: %2 (%3 vs %4)").arg(letter, text, change, ab::letterA());
        };
        m_totals[Current]->setText(named(ab::letterB(), total(step),
                                         aDrawn ? ab::relativeChange(a->step.total, step.total) : QString()));
        if (t > 1)
            m_totals[Comparison]->setText(named(ab::letterB(), total(other),
                                                aDrawn && a->in.tensorParallel > 1
                                                    ? ab::relativeChange(a->other.total, other.total)
                                                    : QString()));
        m_pinnedTotals[Current]->setText(aDrawn ? named(ab::letterA(), total(a->step))
                                                : named(ab::letterA(), tr("no step, TP × PP × DP ≠ n")));
        m_pinnedTotals[Comparison]->setText(
            aDrawn && a->in.tensorParallel > 1 ? named(ab::letterA(), total(a->other)) : QString());
        m_pinnedKey->setLabel(ab::letterA()); // the hatched swatch says the rest
    }

    QStringList placement;
    placement << (t == 1                    ? tr("no TP")
                  : step.tensorCrossesNodes ? tr("TP across nodes")
                                            : tr("TP on NVLink"));
    if (in.pipelineStages > 1)
        placement << (step.pipelineCrossesNodes ? tr("PP across nodes") : tr("PP on NVLink"));
    placement << (in.dataParallel == 1    ? tr("no DP")
                  : step.dataCrossesNodes ? tr("DP across nodes")
                                          : tr("DP on NVLink"));
    QString title = tr("Efficiency %1 — %2").arg(Format::percent(step.efficiency), placement.join(tr(", ")));
    if (aDrawn)
        title = tr("%1 · %2: efficiency %3").arg(title, ab::letterA(), Format::percent(a->step.efficiency));
    chart()->setTitle(title);
    placeLabels();
}

} // namespace infralab
