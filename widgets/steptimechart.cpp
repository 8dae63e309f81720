#include "steptimechart.h"

#include "chartstyle.h"
#include "format.h"
#include "scenario.h"
#include "steptime.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QTextDocument>
#include <QValueAxis>

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

StepTimeChart::StepTimeChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_bars(new QHorizontalStackedBarSeries),
      m_message(new QGraphicsTextItem(chart())), m_configAxis(new QBarCategoryAxis),
      m_timeAxis(new QValueAxis)
{
    m_bars->setObjectName(QStringLiteral("step"));
    for (size_t i = 0; i < m_parts.size(); ++i) {
        QBarSet *set = new QBarSet(QString());
        set->setObjectName(QLatin1String(kPartEntries[i].objectName));
        set->setColor(kPartEntries[i].colour);
        set->setPen(QPen(Qt::white, 1));
        set->append({0, 0});
        m_bars->append(set);
        m_parts[i] = set;
    }
    m_bars->setBarWidth(kBarWidth);
    chart()->addSeries(m_bars);
    chart()->addAxis(m_timeAxis, Qt::AlignBottom);
    chart()->addAxis(m_configAxis, Qt::AlignLeft);
    m_bars->attachAxis(m_timeAxis);
    m_bars->attachAxis(m_configAxis);
    m_timeAxis->setLabelFormat(QStringLiteral("%.6g"));

    for (QGraphicsSimpleTextItem *&total : m_totals) {
        total = new QGraphicsSimpleTextItem(chart());
        total->setBrush(Qt::black); // what ChartView's theme turns into the profile's foreground
        total->setZValue(10);
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

StepInputs StepTimeChart::inputs() const
{
    const Scenario &s = *scenario();
    StepInputs in;
    in.params = s.number(QStringLiteral("model.params"));
    in.activeParams = in.params * s.number(QStringLiteral("model.active_ratio"));
    in.layers = s.integer(QStringLiteral("model.layers"));
    in.dModel = s.integer(QStringLiteral("model.d_model"));
    in.tokensPerStep = s.number(QStringLiteral("training.tokens_per_step"));
    in.gpus = s.integer(QStringLiteral("training.gpus"));
    in.tensorParallel = s.integer(QStringLiteral("training.tensor_parallel"));
    in.pipelineStages = s.integer(QStringLiteral("training.pipeline_stages"));
    in.dataParallel = s.integer(QStringLiteral("training.data_parallel"));
    in.microbatches = s.integer(QStringLiteral("training.microbatches"));
    in.peak = s.peak();
    in.mfu = s.number(QStringLiteral("training.mfu"));
    in.intraBandwidth = s.number(QStringLiteral("training.intra_bw"));
    in.interBandwidth = s.number(QStringLiteral("training.inter_bw"));
    in.latency = s.number(QStringLiteral("training.latency_s"));
    in.gpusPerNode = kGpusPerNode;
    in.strategy = s.strategy();
    in.loraFraction = s.number(QStringLiteral("training.lora_fraction"));
    in.overlap = s.flag(QStringLiteral("training.overlap"));
    return in;
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

void StepTimeChart::placeLabels()
{
    const QRectF plot = chart()->plotArea();
    for (int row = 0; row < int(m_totals.size()); ++row) {
        // Above the bar, from its start: always inside the plot, whatever the bar's length.
        const QPointF top = chart()->mapToPosition(QPointF(0, row + kBarWidth / 2), m_bars);
        const QRectF r = m_totals[row]->boundingRect();
        m_totals[row]->setPos(plot.left() + 4, top.y() - r.height() - 2);
    }
    m_message->setTextWidth(plot.width() * 0.9);
    const QRectF m = m_message->boundingRect();
    m_message->setPos(plot.center().x() - m.width() / 2, plot.center().y() - m.height() / 2);
}

void StepTimeChart::refresh()
{
    const StepInputs in = inputs();
    const StepTime step = stepTime(in);
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
        showError(true);
        placeLabels();
        return;
    }
    showError(false);

    // The lesson: the same step with the tensor-parallel group on the other side of the node boundary. Nodes
    // of half the TP group push it onto InfiniBand; nodes as large as the group bring it back onto NVLink.
    const int t = in.tensorParallel;
    StepInputs moved = in;
    moved.gpusPerNode = step.tensorCrossesNodes ? t : std::max(1, t / 2);
    const StepTime other = t > 1 ? stepTime(moved) : StepTime{};

    const std::array<double, 5> mine = parts(step), theirs = parts(other);
    const TimeUnit unit = unitFor(std::max(step.total, other.total));
    for (size_t i = 0; i < m_parts.size(); ++i) {
        m_parts[i]->replace(Current, mine[i] / unit.seconds);
        m_parts[i]->replace(Comparison, theirs[i] / unit.seconds);
    }

    QString comparison;
    if (t == 1)
        comparison = tr("TP = 1: no tensor-parallel<br>traffic to move");
    else if (step.tensorCrossesNodes)
        comparison = tr("TP inside one node<br>(nodes of %1 GPUs)").arg(Format::fixed(moved.gpusPerNode, 0));
    else
        comparison = tr("TP across nodes<br>(nodes of %1 GPUs)").arg(Format::fixed(moved.gpusPerNode, 0));
    const QStringList categories = {comparison,
                                    tr("This step<br>TP %1 × PP %2 × DP %3")
                                        .arg(Format::fixed(t, 0), Format::fixed(in.pipelineStages, 0),
                                             Format::fixed(in.dataParallel, 0))};
    if (m_configAxis->categories() != categories) {
        m_configAxis->clear();
        m_configAxis->append(categories);
    }
    m_timeAxis->setTitleText(tr("Time per step (%1)").arg(tr(unit.symbol)));
    m_timeAxis->setRange(0, std::max(step.total, other.total) / unit.seconds * 1.05);
    m_timeAxis->applyNiceNumbers();

    for (QGraphicsSimpleTextItem *total : m_totals)
        total->setFont(bold);
    // Totals in the axis' unit, so that the two bars and the ticks read alike.
    const auto total = [&](const StepTime &st) {
        return Format::noBreak(tr("%1 %2 · efficiency %3")
                                   .arg(Format::significant(st.total / unit.seconds), tr(unit.symbol),
                                        Format::percent(st.efficiency)));
    };
    m_totals[Current]->setText(total(step));
    m_totals[Comparison]->setText(t > 1 ? total(other) : QString());

    QStringList placement;
    placement << (t == 1                    ? tr("no TP")
                  : step.tensorCrossesNodes ? tr("TP across nodes")
                                            : tr("TP on NVLink"));
    if (in.pipelineStages > 1)
        placement << (step.pipelineCrossesNodes ? tr("PP across nodes") : tr("PP on NVLink"));
    placement << (in.dataParallel == 1    ? tr("no DP")
                  : step.dataCrossesNodes ? tr("DP across nodes")
                                          : tr("DP on NVLink"));
    chart()->setTitle(
        tr("Efficiency %1 — %2").arg(Format::percent(step.efficiency), placement.join(tr(", "))));
    placeLabels();
}

} // namespace infralab
