#include "pipelineganttchart.h"
#include "axisticks.h"
#include "trainingscenario.h"

#include "chartexport.h"
#include "chartstyle.h"
#include "colourmix.h"
#include "comparison.h"
#include "figures.h"
#include "format.h"
#include "palette.h"
#include "pipelinepeak.h"
#include "scenario.h"
#include "textwrap.h"
#include "timeunit.h"

#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {
// Later model chunks of the interleaved schedule are paler shades of the same colour.
constexpr double kPalestChunk = 0.55;
// A's band under B's rows: its height and the gap above it, as shares of B's p rows.
constexpr double kPinnedShare = 0.4;
constexpr double kPinnedGap = 0.08;
} // namespace

PipelineGanttChart::PipelineGanttChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_timeAxis(new QValueAxis), m_stageAxis(new QCategoryAxis),
      m_forwardKey(new QLineSeries), m_backwardKey(new QLineSeries), m_idleKey(new QLineSeries),
      m_info(new QGraphicsSimpleTextItem(chart())), m_error(new QGraphicsSimpleTextItem(chart()))
{
    setExportCaption(trainingExportCaption); // the cluster, not the serving batch
    // drawForeground() paints outside the scene's items, so the view cannot know which part of them changed:
    // the whole chart is repainted at any change, as before the other charts' partial repaints.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    addAxis(m_timeAxis, Qt::AlignBottom);
    addAxis(m_stageAxis, Qt::AlignLeft);
    m_stageAxis->setReverse(true); // stage 0 on top, as the course draws pipelines
    m_stageAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_stageAxis->setGridLineVisible(false);
    // Empty series: they only give the legend its three colours; the blocks are painted in drawForeground.
    m_forwardKey->setObjectName(QStringLiteral("forward"));
    m_backwardKey->setObjectName(QStringLiteral("backward"));
    m_idleKey->setObjectName(QStringLiteral("idle"));
    for (QLineSeries *key : {m_forwardKey, m_backwardKey, m_idleKey}) {
        chart()->addSeries(key);
        key->attachAxis(m_timeAxis);
        key->attachAxis(m_stageAxis);
    }
    m_forwardKey->setColor(palette::colour(palette::Meaning::Compute));
    m_backwardKey->setColor(palette::colour(palette::Meaning::BackwardCompute));
    m_info->setBrush(QColor(Qt::black)); // follows the colour profile, see ChartView::applyTheme
    m_error->setBrush(style::kBad);
    connect(chart(), &QChart::plotAreaChanged, this, [this] {
        updateStageLabels();
        placeTexts();
    });
}

QString PipelineGanttChart::infoText() const
{
    return m_infoText;
}

QString PipelineGanttChart::errorText() const
{
    return m_error->text();
}

QString PipelineGanttChart::refusal(const Band &band) const
{
    const int p = band.timeline.stages, m = band.timeline.microbatches, v = band.timeline.chunks;
    if (band.schedule == Schedule::Interleaved && p > 0 && m % p != 0) {
        const int below = m / p * p;
        const QString text = tr("Interleaved 1F1B needs m to be a multiple of p = %1; m = %2 is not.")
                                 .arg(Format::fixed(p, 0), Format::fixed(m, 0));
        return QString(
            text % u'\n' %
            (below > 0 ? tr("Try m = %1 or m = %2.").arg(Format::fixed(below, 0), Format::fixed(below + p, 0))
                       : tr("Try m = %1.").arg(Format::fixed(p, 0))));
    }
    return tr("Not drawn: the simulator refused p = %1, m = %2, v = %3 (%4 blocks).\n"
              "Fewer stages or micro-batches make it drawable.")
        .arg(Format::fixed(p, 0), Format::fixed(m, 0), Format::fixed(v, 0),
             Format::fixed(2.0 * p * m * v, 0));
}

QString PipelineGanttChart::memoryLine(Schedule schedule)
{
    // The other schedules' first-stage peaks follow from the order of their blocks, not from their lengths:
    // read from the orders (O(m)), not simulated, which at the cap cost twice the live simulation per change.
    const int p = m_live.band->timeline.stages, m = m_live.band->timeline.microbatches;
    if (m_compared.stages != p || m_compared.microbatches != m)
        m_compared = {p, m, firstStagePeakInFlight(p, m, Schedule::GPipe, 1),
                      firstStagePeakInFlight(p, m, Schedule::OneFOneB, 1)};
    const QString own = Format::fixed(m_live.band->timeline.peakInFlight.front(), 0);
    const QString gpipe = Format::fixed(m_compared.gpipe, 0),
                  oneFOneB = Format::fixed(m_compared.oneFOneB, 0);
    const bool compared = m_compared.gpipe >= 0 && m_compared.oneFOneB >= 0;
    switch (schedule) {
    case Schedule::GPipe:
        return compared
                   ? tr("GPipe holds %1 micro-batches of activations on stage 0, 1F1B %2").arg(own, oneFOneB)
                   : tr("GPipe holds %1 micro-batches of activations on stage 0").arg(own);
    case Schedule::OneFOneB:
        return compared
                   ? tr("1F1B holds %1 micro-batches of activations on stage 0, GPipe %2").arg(own, gpipe)
                   : tr("1F1B holds %1 micro-batches of activations on stage 0").arg(own);
    case Schedule::Interleaved:
        break;
    }
    const QString chunks = Format::fixed(m_live.band->timeline.chunks, 0);
    return compared
               ? tr("Interleaved holds %1 chunks of activations (1/%2 micro-batch each) on stage 0; 1F1B %3 "
                    "micro-batches, GPipe %4")
                     .arg(own, chunks, oneFOneB, gpipe)
               : tr("Interleaved holds %1 chunks of activations (1/%2 micro-batch each) on stage 0")
                     .arg(own, chunks);
}

std::shared_ptr<const PipelineGanttChart::Band> PipelineGanttChart::makeBand(const Scenario &s)
{
    auto band = std::make_shared<Band>();
    band->timeline = simulateScenarioPipeline(s);
    band->schedule = pipelineSchedule(s);
    const bool ok = band->timeline.error.empty();
    const int p = std::max(1, band->timeline.stages), v = std::max(1, band->timeline.chunks);
    for (const QColor &base :
         {palette::colour(palette::Meaning::Compute), palette::colour(palette::Meaning::BackwardCompute)})
        for (int c = 0; c < v; ++c)
            band->palette.push_back(mixColours(base, Qt::white, v > 1 ? kPalestChunk * c / (v - 1) : 0.0));
    band->stageBlocks.resize(ok ? p : 0);
    for (auto &stage : band->stageBlocks)
        stage.reserve(band->timeline.blocks.size() / p);
    for (const PipelineBlock &b : band->timeline.blocks) {
        band->stageBlocks[b.stage].push_back(b);
        band->longestBlock = std::max(band->longestBlock, b.end - b.start);
    }
    return band;
}

ChartLayer PipelineGanttChart::layer(const Scenario &s) const
{
    const SimulationInputs inputs = simulationInputs(s);
    auto found = std::find_if(m_made.begin(), m_made.end(),
                              [&](const Made &made) { return made.band && made.inputs == inputs; });
    if (found == m_made.end()) {
        // The one asked for longest ago makes room: while B is explored, that is B's previous schedule.
        found = std::min_element(m_made.begin(), m_made.end(),
                                 [](const Made &x, const Made &y) { return x.used < y.used; });
        *found = {inputs, makeBand(s), 0};
    }
    found->used = ++m_asked;
    ChartLayer layer;
    layer.painted = found->band;
    return layer;
}

std::shared_ptr<const PipelineGanttChart::Band> PipelineGanttChart::bandOf(const ChartLayer &layer)
{
    return std::static_pointer_cast<const Band>(layer.painted);
}

void PipelineGanttChart::refresh()
{
    const Scenario &s = *scenario();
    m_live = {bandOf(liveLayer())};
    const PipelineTimeline &timeline = m_live.band->timeline;
    const bool ok = timeline.error.empty();
    const int p = std::max(1, timeline.stages), v = std::max(1, timeline.chunks);
    const int m = timeline.microbatches;
    // A's band under B's rows, smaller: B stays the schedule being explored. Nothing of A is drawn when B's
    // schedule is refused (only the reason is), nor when A's is (A's line above the plot says why).
    m_pinned = {};
    if (pinnedLayer() && ok) {
        m_pinned.band = bandOf(*pinnedLayer());
        m_pinned.top = p * (1 + kPinnedGap);
        m_pinned.rowHeight = p * kPinnedShare / std::max(1, m_pinned.band->timeline.stages);
    }
    const bool pinnedOk = m_pinned.band && m_pinned.band->timeline.error.empty();

    // The axis unit follows the longer step so that tick labels stay short numbers.
    const double makespan = !ok        ? 1.0
                            : pinnedOk ? std::max(timeline.makespan, m_pinned.band->timeline.makespan)
                                       : timeline.makespan;
    const TimeUnit unit = timeUnitFor(makespan);
    m_unit = unit.seconds;
    // The axis ends with the step: nice ticks from 0, and no empty time after the last block.
    const double span = makespan / m_unit, roughStep = span / 6;
    const double magnitude = std::pow(10.0, std::floor(std::log10(roughStep)));
    const double tick = magnitude * (roughStep <= magnitude       ? 1
                                     : roughStep <= 2 * magnitude ? 2
                                     : roughStep <= 5 * magnitude ? 5
                                                                  : 10);
    setTicks(m_timeAxis, 0, span, tick);
    axisticks::setLabelFormat(m_timeAxis,
                              m_timeAxis->max() >= 1e4 ? QStringLiteral("%.0f") : QStringLiteral("%.4g"));
    setAxisTitle(m_timeAxis, tr("Time (%1)").arg(unit.name()));
    setAxisRange(m_stageAxis, 0, m_pinned.band ? p * (1 + kPinnedGap + kPinnedShare) : p);
    setAxisTitle(m_stageAxis, tr("Stage"));
    // A refused schedule shows only its reason: empty axes would suggest a schedule of length 1 s.
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_timeAxis), static_cast<QAbstractAxis *>(m_stageAxis)})
        axis->setVisible(ok);
    setLegendShown(ok);
    updateStageLabels();

    m_forwardKey->setName(tr("Forward"));
    m_backwardKey->setName(tr("Backward"));
    m_idleKey->setName(tr("Idle (bubble)"));
    m_idleKey->setColor(idleColour());

    const QString name =
        pipelineSchedule(s) == Schedule::GPipe ? tr("GPipe")
        : pipelineSchedule(s) == Schedule::OneFOneB
            ? tr("1F1B")
            : tr("Interleaved 1F1B, v = %1 chunks per stage (paler: later chunks)").arg(Format::fixed(v, 0));
    // One stage or one micro-batch reads "p = 1 stage", not "1 stages".
    QString info =
        tr("%1 · p = %Ln stage(s)", nullptr, p).arg(name) % tr(" · m = %Ln micro-batch(es)", nullptr, m);
    if (ok) {
        const bool interleaved = pipelineSchedule(s) == Schedule::Interleaved;
        const QString bubble = interleaved ? tr("Measured bubble %1 — formula (p − 1)/(v·m + p − 1) = %2")
                                                 .arg(Format::percent(timeline.idleFraction(), 1),
                                                      Format::percent(interleavedBubbleFraction(p, m, v), 1))
                                           : tr("Measured bubble %1 — formula (p − 1)/(m + p − 1) = %2")
                                                 .arg(Format::percent(timeline.idleFraction(), 1),
                                                      Format::percent(bubbleFraction(p, m), 1));
        info = QString(info % stepLine(s, timeline.makespan) % u'\n' % bubble % u'\n' %
                       memoryLine(pipelineSchedule(s)));
        if (m_pinned.band) info = QString(tr("%1: %2").arg(ab::liveName(), info) % u'\n' % pinnedLine());
    }
    QFont f = font();
    f.setPointSizeF(basePointSize());
    // A simple text item lays its text out again at setFont() even when the font is the same.
    if (m_info->font() != f) m_info->setFont(f);
    m_infoText = info;
    f.setBold(true);
    if (m_error->font() != f) m_error->setFont(f);
    m_error->setText(ok ? QString() : refusal(*m_live.band));
    updateMargins();
    placeTexts();
    m_raster = {};
    scene()->update();
}

QString PipelineGanttChart::stepLine(const Scenario &s, double blocks)
{
    // The blocks are the step's compute and bubble; the step chart adds the communication, so that both
    // charts and the formula panel give one step time (training.step_s).
    const StepTime step = stepTime(stepInputs(s));
    const double communication = step.tensorParallel + step.pipeline + step.exposedDataParallel;
    if (!step.error.empty() || communication <= 0) return tr(" · step %1").arg(Format::duration(blocks));
    return tr(" · step %1 = blocks %2 + communication %3")
        .arg(Format::duration(step.total), Format::duration(blocks), Format::duration(communication));
}

PipelineGanttChart::SimulationInputs PipelineGanttChart::simulationInputs(const Scenario &s)
{
    return {s.integer(Key::TrainingPipelineStages),
            s.integer(Key::TrainingMicrobatches),
            s.integer(Key::TrainingInterleave),
            pipelineSchedule(s),
            pipelineForwardTime(s),
            s.number(Key::TrainingBackwardRatio)};
}

QString PipelineGanttChart::pinnedLine() const
{
    const Band &band = *m_pinned.band;
    const PipelineTimeline &t = band.timeline;
    const int p = std::max(1, t.stages), m = t.microbatches, v = std::max(1, t.chunks);
    const QString name = band.schedule == Schedule::GPipe ? tr("GPipe")
                         : band.schedule == Schedule::OneFOneB
                             ? tr("1F1B")
                             : tr("Interleaved 1F1B, v = %1").arg(Format::fixed(v, 0));
    const QString what =
        tr("%1 (hatched band) · p = %2 · m = %3").arg(name, Format::fixed(p, 0), Format::fixed(m, 0));
    if (!t.error.empty())
        return tr("%1: %2 — not drawn: %3").arg(ab::pinnedName(), what, refusal(band).section(u'\n', 0, 0));
    // The two numbers the band is for: how long A's step is, and how much of it the stages wait.
    QString line =
        tr("%1: %2 · step %3 · measured bubble %4")
            .arg(ab::pinnedName(), what, Format::duration(t.makespan), Format::percent(t.idleFraction(), 1));
    const QString change = ab::relativeChange(t.makespan, m_live.band->timeline.makespan);
    if (!change.isEmpty()) line = tr("%1 · current step %2").arg(line, change);
    return line;
}

void PipelineGanttChart::updateStageLabels()
{
    const int p = m_live.band ? std::max(1, m_live.band->timeline.stages) : 1;
    // Label every stage when the rows are tall enough, else every 2nd, 4th, … so that labels never overlap.
    const double rowsWithRoom = chart()->plotArea().height() * p / (m_stageAxis->max() - m_stageAxis->min()) /
                                (QFontMetricsF(m_stageAxis->labelsFont()).height() * 1.4);
    int stride = 1;
    while (stride < p && p > rowsWithRoom * stride)
        stride *= 2;
    QStringList labels;
    QList<double> values;
    for (int stage = 0; stage < p; stage += stride) {
        labels.append(Format::fixed(stage, 0, false));
        values.append(stage + 0.5); // on the middle of the row
    }
    // A's band is named by its letter, on its middle.
    if (m_pinned.band && !m_pinned.band->stageBlocks.empty()) {
        labels.append(ab::pinnedName());
        values.append(m_pinned.top + m_pinned.rowHeight * m_pinned.band->timeline.stages / 2);
    }
    const double max = m_stageAxis->max();
    if (labels == m_stageAxis->categoriesLabels()) return;
    for (const QString &old : m_stageAxis->categoriesLabels())
        m_stageAxis->remove(old);
    m_stageAxis->setStartValue(0);
    for (int i = 0; i < labels.size(); ++i)
        m_stageAxis->append(labels.at(i), values.at(i));
    setAxisRange(m_stageAxis, 0, max);
}

void PipelineGanttChart::resizeEvent(QResizeEvent *event)
{
    ChartView::resizeEvent(event);
    updateMargins();
}

void PipelineGanttChart::updateMargins()
{
    // The text lines live in the chart's top margin, above the plot, wrapped to the chart's width.
    m_info->setText(wrapText(m_infoText, m_info->font(), width() - 12));
    const QMargins margins(6, qCeil(m_info->boundingRect().height()) + 10, 6, 6);
    setChartMargins(margins);
}

void PipelineGanttChart::placeTexts()
{
    const QRectF plot = chart()->plotArea();
    // Aligned with the plot when the lines fit beside the axis, else from the chart's left edge.
    const QRectF info = m_info->boundingRect();
    m_info->setPos(info.width() <= width() - plot.left() - 6 ? plot.left() : 6.0, 4);
    const QRectF error = m_error->boundingRect();
    m_error->setPos(std::max(plot.left(), plot.center().x() - error.width() / 2),
                    plot.center().y() - error.height() / 2);
}

} // namespace infralab
