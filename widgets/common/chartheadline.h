#pragma once
// The chart's own line above its plot: its verdict ("Fits: 31.1 GB of 72 GB usable; batch up to 237"), its
// caption, or the note naming the pinned scenario. Qt Charts 6.4 lays the whole chart out again, every axis
// label measured anew as rich text, at each new QChart title, and elides a title wider than the chart: a
// verdict that carries a number did both at nearly every slider step. Every ChartView draws this item
// instead, in a height it reserves in the chart's top margin (as FlowLegend's rows at the bottom): a new text
// of the same height lays nothing out, and a line too wide is broken at its words, never elided.
#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QTextDocument>

namespace infralab {

/// One line of a headline, in `colour`, or in the colour profile's text colour when it is invalid.
struct HeadlineLine
{
    QString text;
    QColor colour;
    bool operator==(const HeadlineLine &) const = default;
};
using Headline = QList<HeadlineLine>;

class ChartHeadline : public QGraphicsItem
{
public:
    explicit ChartHeadline(QGraphicsItem *parent);

    /// What the item shows; laid out again by the next layOut().
    void setLines(const Headline &lines);
    void setFont(const QFont &font);
    /// The colour of the lines that have none of their own (the profile's text colour).
    void setColour(const QColor &colour);
    /// Breaks every line wider than `width` (at the separator nearest its middle, "; ", " — ", ": ", ", ",
    /// then at its words) and returns the height the lines take, 0 with none. Does nothing when neither the
    /// lines, the font nor the width changed since the last call.
    qreal layOut(qreal width);

    Headline lines() const { return m_lines; }
    /// The lines as set, one a line: the chart's accessible description.
    QString text() const;
    /// The lines as drawn, after layOut() broke them.
    QStringList shownLines() const { return m_shown; }
    QFont font() const { return m_font; }
    /// The widest line's width as drawn, after layOut().
    qreal textWidth() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Headline m_lines;
    QStringList m_shown;
    QFont m_font;
    QColor m_colour{Qt::black};
    qreal m_width = -1; ///< the width last laid out for; -1: lay out again
    QTextDocument m_document;
};

} // namespace infralab
