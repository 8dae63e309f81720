#pragma once
// Texts drawn on a chart next to its marker lines (current batch, knee, objective), anchored in axis units so
// that they follow resizes. Shared by the serving charts, which mark the same things the same way.
#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QPointF>

class QAbstractSeries;
class QChart;
class QColor;
class QGraphicsSimpleTextItem;
class QLineSeries;

namespace infralab {

class Scenario;

class ChartLabels
{
    Q_DECLARE_TR_FUNCTIONS(ChartLabels)
public:
    explicit ChartLabels(QChart *chart) : m_chart(chart) {}

    /// A new label drawn in `colour`, hidden until set; returns its index for set().
    int add(const QColor &colour);
    /// The label's text and anchor; `above`: the text ends just above the anchor rather than starting just
    /// below it.
    void set(int label, const QFont &font, const QString &text, QPointF anchor, bool above,
             bool shown = true);
    /// Places every shown label beside its anchor, mapped through `series`' axes: right of it, or left when
    /// the text would leave the plot, and moved off the labels placed before it so that none hides another.
    void place(QAbstractSeries *series) const;

    QGraphicsSimpleTextItem *item(int label) const { return m_labels.at(label).item; }

    /// A's current-batch marker on a chart against the batch: a dashed line at A's batch from `yMin` to
    /// `yMax` with its text at the top (where B's marker has none), and A's series kept out of the legend.
    /// Emptied and hidden when nothing is pinned.
    void setPinnedBatch(int label, QLineSeries *marker, const QList<QLineSeries *> &pinnedSeries,
                        const Scenario *pinned, const QFont &font, double yMin, double yMax, qreal zoom);

    /// The one note that stands for A's legend entries on a chart that draws A dashed:
    /// "dashed: A — H100 SXM · 8B … · batch 64"; empty when nothing is pinned.
    static QString pinnedNote(const Scenario &live);

private:
    struct Label
    {
        QGraphicsSimpleTextItem *item = nullptr;
        QPointF anchor;
        bool above = false;
    };
    QChart *m_chart;
    QList<Label> m_labels;
};

} // namespace infralab
