#pragma once
// Texts drawn on a chart next to its marker lines (current batch, knee, objective), anchored in axis units so
// that they follow resizes. The layer's marker lines and texts (ChartLayer::label) carry theirs through it
// (layerpainter.h).
#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QRectF>

class QAbstractSeries;
class QChart;
class QColor;
class QGraphicsSimpleTextItem;

namespace infralab {

class Scenario;

class ChartLabels
{
    Q_DECLARE_TR_FUNCTIONS(ChartLabels)
public:
    explicit ChartLabels(QChart *chart) : m_chart(chart) {}

    /// A new label drawn in `colour`, hidden until set; returns its index for set(). `offOtherTexts`: place()
    /// also moves it off the chart's own texts (those it places itself), as they stand then.
    int add(const QColor &colour, bool offOtherTexts = false);
    /// The label's text and anchor; `above`: the text ends just above the anchor rather than starting just
    /// below it.
    void set(int label, const QFont &font, const QString &text, QPointF anchor, bool above,
             bool shown = true);
    /// Places every shown label beside its anchor, mapped through `series`' axes: right of it, or left when
    /// the text would leave the plot or cross a curve there, and moved off the labels placed before it and
    /// off the chart's curves (linecover.h), a line at a time, so that none hides another or is read across
    /// a line. A text that neither side holds goes on lines as wide as the wider side.
    void place(QAbstractSeries *series) const;

    QGraphicsSimpleTextItem *item(int label) const { return m_labels.at(label).item; }

    /// The one note that stands for A's legend entries on a chart that draws A dashed:
    /// "dashed: A — H100 SXM · 8B … · batch 64"; empty when nothing is pinned.
    static QString pinnedNote(const Scenario &live);

private:
    struct Label
    {
        QGraphicsSimpleTextItem *item = nullptr;
        QPointF anchor;
        bool above = false;
        bool offOtherTexts = false;
        /// The text as set: place() may show it on two lines, and a wider plot gets it back on one.
        QString text;
    };
    /// Where the chart's visible texts that are not these labels stand, in the chart's coordinates.
    QList<QRectF> otherTexts() const;

    QChart *m_chart;
    QList<Label> m_labels;
};

} // namespace infralab
