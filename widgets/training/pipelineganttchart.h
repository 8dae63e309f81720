#pragma once
// Theorem 3 on the schedule itself: the Gantt chart of the simulated pipeline (GPipe, 1F1B or interleaved
// 1F1B), stage against time, forward and backward blocks, idle time in grey, with the measured bubble beside
// the course's closed form and the activations each schedule keeps in flight on the first stage. The base
// hands the chart B's schedule and, while one is pinned, A's (ChartLayer::painted): A's is a smaller hatched
// band under B's, on the same time axis, with its step and bubble in the lines above the plot.
#include "chartview.h"
#include "pipeline.h"

#include <QImage>

#include <array>
#include <memory>
#include <vector>

namespace infralab {

class PipelineGanttChart : public NamedChart<PipelineGanttChart>
{
    /// layer(): the schedule of `s`, simulated again only when what the simulator reads of `s` changed: the
    /// base asks for B's and, while one is pinned, A's at every refresh.
    INFRALAB_CHART(PipelineGanttChart, "pipeline-gantt",
                   QT_TR_NOOP("Pipeline schedule: who works when (theorem 3)"))

public:
    const PipelineTimeline &timeline() const;
    /// A's timeline; no stages when nothing is pinned or when the simulator refused A.
    const PipelineTimeline &pinnedTimeline() const;
    /// The rectangles, in seconds × stage-axis units, that the chart paints for one stage of B (or of A in
    /// its band under B's): one per block in the stage's execution order, before blocks narrower than a pixel
    /// are blended into the pixel's colour.
    QList<QRectF> drawnBlocks(int stage, bool pinnedSide = false) const;
    /// The fill colour of each rectangle of drawnBlocks(stage, pinnedSide), in the same order.
    QList<QColor> drawnColours(int stage, bool pinnedSide = false) const;
    /// The lines above the plot: schedule, measured bubble against the closed form, activations in flight.
    QString infoText() const;
    /// Why no schedule is drawn (the simulator refused the inputs), empty otherwise.
    QString errorText() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    /// The blocks are painted here rather than as one item each: 262 144 items or series would not redraw
    /// while a slider is dragged; one image of the plot, each pixel the blocks' mean colour over it, does.
    /// The image is kept until the next refresh or resize, so that repaints (hover, tooltips) only copy it.
    void drawForeground(QPainter *painter, const QRectF &exposed) override;

private:
    /// What the chart paints for one scenario (its layer's ChartLayer::painted): the simulator's schedule.
    struct Band : ChartLayer::Painted
    {
        PipelineTimeline timeline;
        Schedule schedule = Schedule::GPipe;
        /// The timeline's blocks per stage, in the stage's execution order: painting reads them in sequence
        /// (the timeline interleaves the stages, which made a pass over one stage miss the cache every
        /// block).
        std::vector<std::vector<PipelineBlock>> stageBlocks;
        /// Forward chunks 0 … v − 1, then backward chunks 0 … v − 1.
        std::vector<QColor> palette;
        double longestBlock = 0; ///< seconds
    };
    /// A band as drawn: B's rows are 0 … p on the stage axis, one unit each; A's band is below them, smaller.
    struct Drawn
    {
        std::shared_ptr<const Band> band;
        double top = 0, rowHeight = 1;
    };
    /// What simulateScenarioPipeline reads from a scenario: a band is simulated again only when these change.
    struct SimulationInputs
    {
        int stages = 0, microbatches = 0, chunks = 0;
        Schedule schedule = Schedule::GPipe;
        double forwardTime = 0, backwardRatio = 0;
        bool operator==(const SimulationInputs &) const = default;
    };
    /// The last bands made and when each was last asked for: B's and A's, kept while their inputs stay.
    struct Made
    {
        SimulationInputs inputs;
        std::shared_ptr<const Band> band;
        quint64 used = 0;
    };
    static SimulationInputs simulationInputs(const Scenario &s);
    /// " · step …": the step chart's step time, as the simulated blocks plus the step's communication.
    static QString stepLine(const Scenario &s, double blocks);
    static std::shared_ptr<const Band> makeBand(const Scenario &s);
    static QRectF blockRect(const Drawn &drawn, const PipelineBlock &b);
    static const QColor &blockColour(const Band &band, const PipelineBlock &b);
    static QColor idleColour();
    /// The band B's layer (or A's) carries.
    static std::shared_ptr<const Band> bandOf(const ChartLayer &layer);
    /// The blocks of one stage of B's band (or A's), or nullptr when that band has no such stage.
    const std::vector<PipelineBlock> *stageBlocks(int stage, bool pinnedSide) const;
    /// The rows of blocks and idle time of every band at `pixels`, the plot's size in device pixels.
    QImage rasterise(const QSize &pixels) const;
    void rasteriseBand(const Drawn &drawn, QImage &image) const;
    /// Block boundaries and micro-batch numbers, where the blocks are wide enough on screen.
    void paintBlockDetails(QPainter *painter, const Drawn &drawn, const QRectF &plot) const;
    /// Stripes of the background across A's rows: A is hatched, as in every chart.
    void hatchPinned(QPainter *painter, const QRectF &plot) const;
    QString refusal(const Band &band) const;
    QString memoryLine(Schedule schedule);
    /// The line above the plot that names A's schedule, step and bubble (empty when nothing is pinned).
    QString pinnedLine() const;
    void updateStageLabels();
    void updateMargins();
    void placeTexts();

    Drawn m_live, m_pinned;
    mutable std::array<Made, 2> m_made;
    mutable quint64 m_asked = 0;
    /// The last rasterise(): null after a refresh; redrawn when the size or the idle colour changes.
    struct
    {
        QImage image;
        QRgb idle = 0;
    } m_raster;
    double m_unit = 1;  ///< seconds per unit of the time axis
    QString m_infoText; ///< unwrapped
    /// Peak activations on stage 0 of GPipe and 1F1B for these p and m (−1: refused).
    struct
    {
        int stages = 0, microbatches = 0, gpipe = -1, oneFOneB = -1;
    } m_compared;
    QValueAxis *m_timeAxis;
    QCategoryAxis *m_stageAxis;
    QLineSeries *m_forwardKey, *m_backwardKey, *m_idleKey;
    QGraphicsSimpleTextItem *m_info, *m_error;
};

} // namespace infralab
