#pragma once
// Theorem 3 on the schedule itself: the Gantt chart of the simulated pipeline (GPipe, 1F1B or interleaved
// 1F1B), stage against time, forward and backward blocks, idle time in grey, with the measured bubble beside
// the course's closed form and the activations each schedule keeps in flight on the first stage.
#include "chartview.h"
#include "pipeline.h"

#include <vector>

class QCategoryAxis;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QValueAxis;

namespace infralab {

class PipelineGanttChart : public ChartView
{
    Q_OBJECT
public:
    explicit PipelineGanttChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("pipeline-gantt"); }
    QString title() const override;

    const PipelineTimeline &timeline() const { return m_timeline; }
    /// The rectangles, in seconds × stage units, that the chart paints for one stage: one per block in the
    /// stage's execution order, before blocks narrower than a pixel are blended into the pixel's colour.
    QList<QRectF> drawnBlocks(int stage) const;
    /// The fill colour of each rectangle of drawnBlocks(stage), in the same order.
    QList<QColor> drawnColours(int stage) const;
    /// The lines above the plot: schedule, measured bubble against the closed form, activations in flight.
    QString infoText() const;
    /// Why no schedule is drawn (the simulator refused the inputs), empty otherwise.
    QString errorText() const;

protected:
    void refresh() override;
    void resizeEvent(QResizeEvent *event) override;
    /// The blocks are painted here rather than as one item each: 131 072 items or series would not redraw
    /// while a slider is dragged; one image of the plot, each pixel the blocks' mean colour over it, does.
    void drawForeground(QPainter *painter, const QRectF &exposed) override;

private:
    QRectF blockRect(const PipelineBlock &b) const;
    const QColor &blockColour(const PipelineBlock &b) const;
    static QColor idleColour();
    /// The rows of blocks and idle time at `pixels`, the plot's size in device pixels.
    QImage rasterise(const QSize &pixels) const;
    QString refusal() const;
    QString memoryLine(Schedule schedule);
    void updateStageLabels();
    void updateMargins();
    void placeTexts();

    PipelineTimeline m_timeline;
    /// The timeline's blocks per stage, in the stage's execution order: painting reads them in sequence
    /// (the timeline interleaves the stages, which made a pass over one stage miss the cache every block).
    std::vector<std::vector<PipelineBlock>> m_stageBlocks;
    /// Forward chunks 0 … v − 1, then backward chunks 0 … v − 1.
    std::vector<QColor> m_palette;
    double m_unit = 1;         ///< seconds per unit of the time axis
    double m_longestBlock = 0; ///< seconds
    QString m_infoText;        ///< unwrapped
    /// Peak activations on stage 0 of GPipe and 1F1B for these p and m (−1: not simulated).
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
