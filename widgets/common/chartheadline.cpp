#include "chartheadline.h"
#include "textwrap.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QStringBuilder>
#include <cstdlib>

namespace infralab {

namespace {
/// `line` in lines of at most `width`: whole when it fits, else in two at the separator nearest its middle
/// (so that "Fits: 31.1 GB of 72 GB usable; batch up to 237" reads as its two halves), then each half too
/// wide at its words.
QStringList brokenLine(const QString &line, const QFont &font, qreal width)
{
    const QFontMetricsF metrics(font);
    const auto fits = [&](const QString &l) { return metrics.horizontalAdvance(l) <= width; };
    if (fits(line)) return {line};
    qsizetype best = -1;
    for (const QString &separator :
         {QStringLiteral("; "), QStringLiteral(" — "), QStringLiteral(": "), QStringLiteral(", ")})
        for (qsizetype at = line.indexOf(separator); at >= 0; at = line.indexOf(separator, at + 1))
            if (best < 0 || std::abs(at - line.size() / 2) < std::abs(best - line.size() / 2)) best = at;
    const qsizetype end = best < 0 ? -1 : line.indexOf(u' ', best + 1);
    const QStringList halves = end < 0 ? QStringList{line} : QStringList{line.left(end), line.mid(end + 1)};
    QStringList out;
    for (const QString &half : halves)
        // Word by word only on a chart laid out on a page (its room at least 200 px), not one never shown.
        out += fits(half) || width < 200 ? QStringList{half} : wrapText(half, font, width).split(u'\n');
    return out;
}
} // namespace

ChartHeadline::ChartHeadline(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setZValue(5); // above the chart's background, as Qt's title is
    // Qt Charts' own title keeps this margin around its text: the lines stand where its title stood.
    m_document.setDocumentMargin(0.5);
    m_document.setUndoRedoEnabled(false);
}

void ChartHeadline::setLines(const Headline &lines)
{
    if (lines == m_lines) return;
    prepareGeometryChange(); // no lines have no rectangle: the view repaints only what changed
    m_lines = lines;
    m_width = -1;
}

void ChartHeadline::setFont(const QFont &font)
{
    if (font == m_font) return;
    prepareGeometryChange(); // the document's size follows its font
    m_font = font;
    m_document.setDefaultFont(font);
    m_width = -1;
}

void ChartHeadline::setColour(const QColor &colour)
{
    if (colour == m_colour) return;
    m_colour = colour;
    update();
}

qreal ChartHeadline::layOut(qreal width)
{
    if (width != m_width) {
        m_width = width;
        m_shown.clear();
        QStringList html;
        for (const HeadlineLine &line : std::as_const(m_lines))
            for (const QString &part : brokenLine(line.text, m_font, width)) {
                m_shown << part;
                // A line's own colour (a red "does not fit") lives in the text; the others take the
                // profile's.
                html << (line.colour.isValid() ? QStringLiteral("<span style=\"color:%1\">%2</span>")
                                                     .arg(line.colour.name(), part.toHtmlEscaped())
                                               : part.toHtmlEscaped());
            }
        prepareGeometryChange();
        m_document.setHtml(html.join(QStringLiteral("<br>")));
        update();
    }
    return m_lines.isEmpty() ? 0 : m_document.size().height();
}

QString ChartHeadline::text() const
{
    QStringList out;
    for (const HeadlineLine &line : m_lines)
        out << line.text;
    return out.join(u'\n');
}

qreal ChartHeadline::textWidth() const
{
    return m_lines.isEmpty() ? 0 : m_document.idealWidth();
}

QRectF ChartHeadline::boundingRect() const
{
    return m_lines.isEmpty() ? QRectF() : QRectF(QPointF(), m_document.size());
}

void ChartHeadline::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_lines.isEmpty()) return;
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, m_colour);
    m_document.documentLayout()->draw(painter, context);
}

} // namespace infralab
