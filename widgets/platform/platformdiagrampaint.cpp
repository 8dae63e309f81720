#include "platformdiagram.h"
#include "platformdiagramtext.h"

#include "chartstyle.h"
#include "platformlayers.h"
#include "theme.h"
#include "zoomfont.h"

#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>

namespace infralab {

using namespace platformdiagram;

void PlatformDiagram::paintBox(QPainter &p, int layer, const QRectF &r) const
{
    const PlatformLayer &l = platformLayers().at(layer);
    const qreal unit = QFontMetricsF(font()).height();
    const qreal pad = kPad * unit;
    const bool selected = layer == m_selected;
    QColor fill = l.span == PlatformSpan::Stage ? theme::background() : theme::grid();
    if (selected) fill = style::kAccent.lighter(170);
    p.setPen(QPen(selected ? style::kAccent : theme::foreground(), (selected ? 3 : 1) * zoomfont::zoom()));
    p.setBrush(fill);
    p.drawRoundedRect(r, 0.3 * unit, 0.3 * unit);
    // On the selected box's pale orange, the text is dark whatever the profile.
    p.setPen(selected ? QColor(Qt::black) : theme::foreground());
    // Each text under the one before, as tall as the layout measured it.
    QRectF text = r.adjusted(pad, pad, -pad, -pad);
    p.setFont(boldOf(font()));
    const QString name = translated(l.name);
    p.drawText(text, kTextFlags, name);
    text.setTop(text.top() + wrappedHeight(name, true, text.width()));
    p.setFont(font());
    for (const QString &line : m_lines.value(layer)) {
        p.drawText(text, kTextFlags, line);
        text.setTop(text.top() + wrappedHeight(line, false, text.width()));
    }
}

void PlatformDiagram::paintArrow(QPainter &p, const QRectF &from, const QRectF &to) const
{
    // Across the gap to the next stage, rightwards or downwards: the path the data takes.
    const qreal unit = QFontMetricsF(font()).height();
    const bool across = to.left() > from.right();
    const QPointF start = across ? QPointF(from.right() + 0.2 * unit, from.center().y())
                                 : QPointF(from.center().x(), from.bottom() + 0.2 * unit);
    const QPointF end =
        across ? QPointF(to.left() - 0.2 * unit, start.y()) : QPointF(start.x(), to.top() - 0.2 * unit);
    p.setPen(QPen(theme::foreground(), 2 * zoomfont::zoom()));
    p.drawLine(start, end);
    const QPointF back = across ? QPointF(-0.4 * unit, 0) : QPointF(0, -0.4 * unit);
    const QPointF side = across ? QPointF(0, 0.3 * unit) : QPointF(0.3 * unit, 0);
    QPainterPath head;
    head.moveTo(end);
    head.lineTo(end + back - side);
    head.lineTo(end + back + side);
    head.closeSubpath();
    p.fillPath(head, theme::foreground());
}

void PlatformDiagram::paintEvent(QPaintEvent *event)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal unit = QFontMetricsF(font()).height();
    const qreal pad = kPad * unit;
    p.setFont(boldOf(font()));
    for (int c = 0; c < m_geometry.stages.size(); ++c) {
        const QRectF r = m_geometry.stages.at(c);
        // The stage with its arrow to the next one, rightwards or downwards.
        const QRectF reach = c + 1 < m_geometry.stages.size() ? r.united(m_geometry.stages.at(c + 1)) : r;
        if (!event->region().intersects(reach.toAlignedRect())) continue;
        p.setPen(Qt::NoPen);
        p.setBrush(style::kPrimary);
        p.drawRoundedRect(r, 0.3 * unit, 0.3 * unit);
        p.setPen(Qt::white);
        p.drawText(r.adjusted(pad, pad, -pad, -pad), kTextFlags,
                   translated(platformStageName(PlatformStage(c))));
        if (c + 1 < m_geometry.stages.size()) paintArrow(p, r, m_geometry.stages.at(c + 1));
    }
    for (int i = 0; i < m_geometry.layers.size(); ++i)
        if (const int m = paintMargin();
            event->region().intersects(m_geometry.layers.at(i).toAlignedRect().adjusted(-m, -m, m, m)))
            paintBox(p, i, m_geometry.layers.at(i));
    if (hasFocus() && m_selected < m_geometry.layers.size()) {
        p.setPen(QPen(theme::foreground(), 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(m_geometry.layers.at(m_selected).adjusted(-3, -3, 3, 3));
    }
}

} // namespace infralab
