#include "steptimechart.h"

#include "axisticks.h"
#include "trainingscenario.h"

#include "chartexport.h"
#include "chartstyle.h"
#include "format.h"
#include "palette.h"
#include "parametercombo.h"
#include "scenario.h"
#include "steptime.h"
#include "timeunit.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QTextDocument>
#include <QValueAxis>

namespace infralab {

namespace {
// Half of each row: the other half holds the bar's caption above it.
constexpr double kBarWidth = 0.5;

std::array<double, 5> parts(const StepTime &t)
{
    return {t.compute, t.bubble, t.tensorParallel, t.pipeline, t.exposedDataParallel};
}

} // namespace

struct StepTimeChart::Steps
{
    StepInputs in;
    StepTime step, other;
    int movedGpusPerNode = 0;
};

StepTimeChart::StepTimeChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_totals(chart()), m_message(new QGraphicsTextItem(chart())),
      m_configAxis(new QBarCategoryAxis), m_timeAxis(new QValueAxis)
{
    setExportCaption(trainingExportCaption); // the cluster, not the serving batch
    setLayerAxes(m_timeAxis, {m_configAxis});
    m_timeAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_message->setObjectName(QStringLiteral("error-message"));
    m_message->setDefaultTextColor(style::kBad);
    m_message->setZValue(10);
    m_message->setVisible(false);
    connect(chart(), &QChart::plotAreaChanged, this, &StepTimeChart::placeLabels);
}

StepTimeChart::Steps StepTimeChart::steps(const Scenario &s)
{
    Steps out;
    const StepInputs &in = out.in = stepInputs(s);
    out.step = stepTime(in);
    if (!out.step.error.empty()) return out;
    // The lesson: the same step with the tensor-parallel group on the other side of the node boundary.
    const StepInputs moved = tensorGroupMoved(in, out.step);
    out.movedGpusPerNode = moved.gpusPerNode;
    out.other = in.tensorParallel > 1 ? stepTime(moved) : StepTime{};
    return out;
}

QString StepTimeChart::comparisonLabel(const Steps &steps) const
{
    if (steps.in.tensorParallel == 1) return tr("TP = 1: no tensor-parallel<br>traffic to move");
    if (steps.step.tensorCrossesNodes)
        return tr("TP inside one node<br>(nodes of %1 GPUs)").arg(Format::fixed(steps.movedGpusPerNode, 0));
    return tr("TP across nodes<br>(nodes of %1 GPUs)").arg(Format::fixed(steps.movedGpusPerNode, 0));
}

QString StepTimeChart::headline(const Steps &steps) const
{
    const StepInputs &in = steps.in;
    const StepTime &step = steps.step;
    QStringList placement;
    placement << (in.tensorParallel == 1    ? tr("no TP")
                  : step.tensorCrossesNodes ? tr("TP across nodes")
                                            : tr("TP on NVLink"));
    if (in.pipelineStages > 1) {
        // The schedule sets the bubble's share, so it stands beside the pipeline it runs.
        const std::string_view key = scheduleKey(in.schedule);
        QString schedule = ParameterCombo::choiceLabel(QString::fromUtf8(key.data(), qsizetype(key.size())));
        if (in.schedule == Schedule::Interleaved)
            schedule = tr("%1, v = %2").arg(schedule, Format::fixed(in.chunks, 0));
        placement << (step.pipelineCrossesNodes ? tr("PP across nodes (%1)") : tr("PP on NVLink (%1)"))
                         .arg(schedule);
    }
    placement << (in.dataParallel == 1    ? tr("no DP")
                  : step.dataCrossesNodes ? tr("DP across nodes")
                                          : tr("DP on NVLink"));
    return tr("Efficiency %1 — %2").arg(Format::percent(step.efficiency), placement.join(tr(", ")));
}

double StepTimeChart::longest() const
{
    double longest = 0;
    for (const Scenario *s : drawnScenarios()) {
        const Steps st = steps(*s);
        if (st.step.error.empty()) longest = std::max({longest, st.step.total, st.other.total});
    }
    return longest;
}

ChartLayer StepTimeChart::layer(const Scenario &s) const
{
    const Steps st = steps(s);
    const bool error = !st.step.error.empty();
    const TimeUnit unit = timeUnitFor(longest());
    const std::array<double, 5> mine = parts(st.step), theirs = parts(st.other);
    // One set per part, in parts()' order.
    using palette::Meaning;
    static const QList<ChartLayer::SetEntry> kParts = {
        {"compute", QT_TR_NOOP("Compute"), palette::colour(Meaning::Compute)},
        {"bubble", QT_TR_NOOP("Pipeline bubble"), palette::colour(Meaning::Bubble)},
        {"tensor-parallel", QT_TR_NOOP("TP all-reduces"), palette::colour(Meaning::TensorParallelComm)},
        {"pipeline", QT_TR_NOOP("PP point-to-point"), palette::colour(Meaning::PipelineComm)},
        {"data-parallel", QT_TR_NOOP("Exposed DP"), palette::colour(Meaning::DataParallelComm)},
    };
    QList<ChartLayer::BarSet> sets = ChartLayer::barSets(kParts, staticMetaObject);
    for (size_t i = 0; i < mine.size(); ++i)
        // Rows in Row order: the comparison, then this step.
        sets[i].values =
            error ? QList<double>{0, 0} : QList<double>{theirs[i] / unit.seconds, mine[i] / unit.seconds};
    const StepInputs &in = st.in;
    const QStringList categories =
        error ? QStringList{}
              : QStringList{comparisonLabel(st),
                            tr("This step<br>TP %1 × PP %2 × DP %3")
                                .arg(Format::fixed(in.tensorParallel, 0), Format::fixed(in.pipelineStages, 0),
                                     Format::fixed(in.dataParallel, 0))};
    ChartLayer layer;
    ChartLayer::Item &bars = layer.bars(QStringLiteral("step"), Qt::Horizontal, categories, sets);
    bars.barWidth = bars.pairedWidth = kBarWidth;
    // Black is what ChartView's theme turns into the profile's foreground.
    const QColor black(Qt::black);
    if (error) {
        layer.text(QStringLiteral("total-current"), tr("no step, TP × PP × DP ≠ n"), Current, 0, black,
                   Qt::Horizontal);
        layer.headline = tr("No step: the parallel degrees do not multiply to n");
        layer.headlineColour = style::kBad;
        return layer;
    }
    // Totals in the axis' unit, so that the bars and the ticks read alike.
    const auto total = [&](const StepTime &t) {
        return Format::noBreak(tr("%1 %2 · efficiency %3")
                                   .arg(Format::significant(t.total / unit.seconds), unit.name(),
                                        Format::percent(t.efficiency)));
    };
    layer
        .text(QStringLiteral("total-current"), total(st.step), Current, st.step.total / unit.seconds, black,
              Qt::Horizontal)
        .showsChange = true;
    if (in.tensorParallel > 1)
        layer
            .text(QStringLiteral("total-comparison"), total(st.other), Comparison,
                  st.other.total / unit.seconds, black, Qt::Horizontal)
            .showsChange = true;
    layer.headline = headline(st);
    return layer;
}

void StepTimeChart::showError(bool error)
{
    // Every bar series: A's too, which has nothing to stand beside.
    for (QAbstractSeries *series : chart()->series())
        series->setVisible(!error);
    m_timeAxis->setVisible(!error);
    m_configAxis->setVisible(!error);
    setLegendShown(!error);
    m_message->setVisible(error);
    m_totals.setVisible(!error);
}

void StepTimeChart::placeLabels()
{
    const QRectF plot = chart()->plotArea();
    // Qt gives each of the chart's bar series an equal slice of the row.
    const double slice = drawnScenarios().size() > 1 ? 0.5 : 1.0;
    for (qsizetype i = 0; i < m_totals.size(); ++i) {
        // Above the bar, from its start: always inside the plot, whatever the bar's length.
        QGraphicsSimpleTextItem *item = m_totals.item(i);
        const QPointF top =
            chart()->mapToPosition(QPointF(0, m_totals.text(i).anchor.y() + kBarWidth * slice / 2),
                                   layerBars(QStringLiteral("step")));
        item->setPos(plot.left() + 4, top.y() - item->boundingRect().height() - 2);
    }
    // setTextWidth() lays the document out again even at the same width.
    if (m_message->textWidth() != plot.width() * 0.9) m_message->setTextWidth(plot.width() * 0.9);
    const QRectF m = m_message->boundingRect();
    m_message->setPos(plot.center().x() - m.width() / 2, plot.center().y() - m.height() / 2);
}

void StepTimeChart::refresh()
{
    const Steps live = steps(*scenario());
    const StepInputs &in = live.in;
    m_totals.show(layerTexts(), markerFont());
    const bool error = !live.step.error.empty();
    showError(error);
    if (error) {
        // The model's sentence is English: the same facts, in the interface's language.
        const long product = long(in.tensorParallel) * in.pipelineStages * in.dataParallel;
        QFont messageFont = markerFont();
        messageFont.setPointSizeF(basePointSize() * 1.15);
        m_message->setFont(messageFont);
        m_message->setPlainText(tr("TP × PP × DP = %1 × %2 × %3 = %4, but there are %5 GPUs.\n"
                                   "Choose degrees whose product is the GPU count n.")
                                    .arg(Format::fixed(in.tensorParallel, 0),
                                         Format::fixed(in.pipelineStages, 0),
                                         Format::fixed(in.dataParallel, 0), Format::fixed(double(product), 0),
                                         Format::fixed(in.gpus, 0)));
        m_message->document()->setDefaultTextOption(QTextOption(Qt::AlignCenter));
        placeLabels();
        return;
    }
    const double longestStep = longest();
    const TimeUnit unit = timeUnitFor(longestStep);
    setAxisTitle(m_timeAxis, tr("Time per step (%1)").arg(unit.name()));
    axisticks::setNiceAxisRange(m_timeAxis, 0, longestStep / unit.seconds * 1.05);
    placeLabels();
}

} // namespace infralab
