#include "platformdiagram.h"

#include "chartstyle.h"
#include "format.h"
#include "platformlayers.h"
#include "platformscenario.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "theme.h"
#include "zoomfont.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace infralab {

namespace {
// Read from the back of a room, as the tables.
constexpr qreal kPoints = 12;
// Paddings and gaps in units of the font's height, so that they grow with the zoom.
constexpr qreal kPad = 0.35, kGap = 0.6, kArrowGap = 1.4;
constexpr int kColumns = kPlatformStageCount;
constexpr int kTextFlags = Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop;

QString translated(const char *text)
{
    return QCoreApplication::translate("Platform", text);
}

QFont boldOf(QFont f)
{
    f.setBold(true);
    return f;
}
} // namespace

PlatformDiagram::PlatformDiagram(Scenario *scenario, QWidget *parent)
    : QWidget(parent), m_scenario(scenario), m_scheduler(new RefreshScheduler(this, [this] { relayout(); }))
{
    setObjectName(QStringLiteral("platform-diagram"));
    zoomfont::setPoints(this, kPoints);
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("The platform's layers along the path of the data"));
    m_scheduler->follow(scenario);
}

void PlatformDiagram::setSelected(int layer)
{
    if (layer < 0 || layer >= platformLayers().size() || layer == m_selected) return;
    m_selected = layer;
    update();
    Q_EMIT selectedChanged(layer);
}

QStringList PlatformDiagram::liveLines(int layer) const
{
    const PlatformPoint p = platformPoint(*m_scenario);
    const QString id = QLatin1String(platformLayers().at(layer).id);
    if (id == u"object-storage")
        return {
            tr("read %1 for %2 GPUs")
                .arg(Format::bandwidth(p.readThroughput), Format::count(platformInputs(*m_scenario).gpus))};
    if (id == u"training")
        return {tr("checkpoint %1 in %2").arg(Format::bytes(p.fullBytes), Format::duration(p.writeTime)),
                tr("every %1").arg(Format::duration(p.interval))};
    if (id == u"compute")
        return {tr("%1 busy: cloud %2")
                    .arg(Format::percent(m_scenario->number(Key::PlatformUtilisation)),
                         Format::euros(p.cloudAtUtilisation))};
    if (id == u"serving") return {tr("TPOT %1").arg(Format::duration(p.tpot))};
    if (id == u"compilation")
        return {tr("%1: TPOT %2")
                    .arg(Format::factor(m_scenario->number(Key::PlatformCompileSpeedup)),
                         Format::duration(p.compiledTpot))};
    return {};
}

void PlatformDiagram::relayout()
{
    m_lines.clear();
    for (int i = 0; i < platformLayers().size(); ++i)
        m_lines.append(liveLines(i));
    m_geometry = layout(width());
    if (minimumHeight() != m_geometry.height) setMinimumHeight(m_geometry.height);
    updateGeometry();
    update();
}

qreal PlatformDiagram::textHeight(int layer, qreal width) const
{
    const PlatformLayer &l = platformLayers().at(layer);
    const int w = std::max(1, int(width));
    qreal h = QFontMetricsF(boldOf(font()))
                  .boundingRect(QRectF(0, 0, w, 1e6), kTextFlags, translated(l.name))
                  .height();
    for (const QString &line : m_lines.value(layer))
        h += QFontMetricsF(font()).boundingRect(QRectF(0, 0, w, 1e6), kTextFlags, line).height();
    return h;
}

qreal PlatformDiagram::stageHeight(qreal width) const
{
    const QFontMetricsF fm(boldOf(font()));
    qreal h = 0;
    for (int i = 0; i < kColumns; ++i)
        h = std::max(h, fm.boundingRect(QRectF(0, 0, std::max(1.0, width), 1e6), kTextFlags,
                                        translated(platformStageName(PlatformStage(i))))
                            .height());
    return h;
}

qreal PlatformDiagram::widestWord() const
{
    // The longest word of a stage's or a column's layer's name must fit a column: a box never cuts a word.
    const QFontMetricsF bold(boldOf(font()));
    qreal widest = 0;
    auto measure = [&](const QString &text) {
        for (const QString &word : text.split(u' '))
            widest = std::max(widest, bold.horizontalAdvance(word));
    };
    for (const PlatformLayer &l : platformLayers())
        if (l.span == PlatformSpan::Stage) measure(translated(l.name));
    for (int c = 0; c < kColumns; ++c)
        measure(translated(platformStageName(PlatformStage(c))));
    return widest;
}

int PlatformDiagram::minimumWidth(int columns) const
{
    const qreal unit = QFontMetricsF(font()).height();
    const qreal gaps = columns == kColumns ? kArrowGap : kGap;
    return int(std::ceil(columns * (widestWord() + 2 * kPad * unit + 2) + 2 * kPad * unit +
                         (columns - 1) * gaps * unit));
}

PlatformDiagram::Geometry PlatformDiagram::layout(int width) const
{
    // The stages side by side, their layers in columns under them, when the widest word fits five columns;
    // else one stage a row, its layers beside it (presentation mode on a laptop).
    return width >= minimumWidth(kColumns) ? columnsLayout(width) : rowsLayout(width);
}

void PlatformDiagram::placeBands(Geometry &g, PlatformSpan span, qreal &y, qreal width) const
{
    const qreal unit = QFontMetricsF(font()).height();
    const qreal pad = kPad * unit, gap = kGap * unit;
    const qreal full = width - 2 * pad;
    QList<int> bands;
    for (int i = 0; i < platformLayers().size(); ++i)
        if (platformLayers().at(i).span == span) bands.append(i);
    if (bands.isEmpty()) return;
    const qreal w = (full - (bands.size() - 1) * gap) / bands.size();
    qreal h = 0;
    for (int i : bands)
        h = std::max(h, textHeight(i, w - 2 * pad) + 2 * pad);
    for (int k = 0; k < bands.size(); ++k)
        g.layers[bands.at(k)] = QRectF(pad + k * (w + gap), y, w, h);
    y += h + gap;
}

QList<QList<int>> PlatformDiagram::stageColumns()
{
    QList<QList<int>> columns(kColumns);
    const QList<PlatformLayer> &layers = platformLayers();
    for (int i = 0; i < layers.size(); ++i)
        if (layers.at(i).span == PlatformSpan::Stage) columns[int(layers.at(i).stage)].append(i);
    return columns;
}

PlatformDiagram::Geometry PlatformDiagram::columnsLayout(int width) const
{
    const qreal unit = QFontMetricsF(font()).height();
    const qreal pad = kPad * unit, gap = kGap * unit, arrowGap = kArrowGap * unit;
    const qreal column = std::max(1.0, (width - 2 * pad - (kColumns - 1) * arrowGap) / kColumns);
    const qreal inner = column - 2 * pad;
    Geometry g;
    g.layers.resize(platformLayers().size());
    qreal y = pad;
    const qreal stageH = stageHeight(inner) + 2 * pad;
    for (int c = 0; c < kColumns; ++c)
        g.stages.append(QRectF(pad + c * (column + arrowGap), y, column, stageH));
    y += stageH + gap;
    // Orchestration over every stage, each stage's layers in its column, the watchers under all.
    placeBands(g, PlatformSpan::AcrossAbove, y, width);
    const QList<QList<int>> columns = stageColumns();
    for (int row = 0;; ++row) {
        qreal h = 0;
        for (const QList<int> &c : columns)
            if (row < c.size()) h = std::max(h, textHeight(c.at(row), inner) + 2 * pad);
        if (h == 0) break;
        for (int c = 0; c < kColumns; ++c)
            if (row < columns.at(c).size())
                g.layers[columns.at(c).at(row)] = QRectF(g.stages.at(c).x(), y, column, h);
        y += h + gap;
    }
    placeBands(g, PlatformSpan::AcrossBelow, y, width);
    g.height = int(std::ceil(y - gap + pad));
    return g;
}

PlatformDiagram::Geometry PlatformDiagram::rowsLayout(int width) const
{
    const qreal unit = QFontMetricsF(font()).height();
    const qreal pad = kPad * unit, gap = kGap * unit, arrowGap = kArrowGap * unit;
    const QList<QList<int>> rows = stageColumns();
    qsizetype most = 1;
    for (const QList<int> &r : rows)
        most = std::max(most, r.size());
    const int columns = int(most) + 1;
    const qreal column = std::max(1.0, (width - 2 * pad - (columns - 1) * gap) / columns);
    const qreal inner = column - 2 * pad;
    Geometry g;
    g.layers.resize(platformLayers().size());
    qreal y = pad;
    placeBands(g, PlatformSpan::AcrossAbove, y, width);
    for (int c = 0; c < kColumns; ++c) {
        qreal h = stageHeight(inner) + 2 * pad;
        for (int i : rows.at(c))
            h = std::max(h, textHeight(i, inner) + 2 * pad);
        g.stages.append(QRectF(pad, y, column, h));
        for (int k = 0; k < rows.at(c).size(); ++k)
            g.layers[rows.at(c).at(k)] = QRectF(pad + (k + 1) * (column + gap), y, column, h);
        y += h + (c + 1 < kColumns ? arrowGap : gap);
    }
    placeBands(g, PlatformSpan::AcrossBelow, y, width);
    g.height = int(std::ceil(y - gap + pad));
    return g;
}

bool PlatformDiagram::textFits(int width) const
{
    const Geometry g = layout(width);
    const qreal pad = kPad * QFontMetricsF(font()).height();
    for (int i = 0; i < g.layers.size(); ++i) {
        const QRectF inner = g.layers.at(i).adjusted(pad, pad, -pad, -pad);
        if (textHeight(i, inner.width()) > inner.height() + 0.5) return false;
    }
    for (const QRectF &stage : g.stages)
        if (widestWord() > stage.width() - 2 * pad) return false;
    return widestWord() <= g.layers.at(stageColumns().at(0).at(0)).width() - 2 * pad;
}

int PlatformDiagram::heightForWidth(int width) const
{
    return layout(width).height;
}

QSize PlatformDiagram::sizeHint() const
{
    return {800, heightForWidth(800)};
}

QSize PlatformDiagram::minimumSizeHint() const
{
    // One stage a row: the stage and its layers beside it.
    qsizetype most = 1;
    for (const QList<int> &layers : stageColumns())
        most = std::max(most, layers.size());
    const int w = minimumWidth(int(most) + 1);
    return {w, heightForWidth(w)};
}

void PlatformDiagram::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_scheduler->refreshNow();
}

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
    QRectF text = r.adjusted(pad, pad, -pad, -pad);
    p.setFont(boldOf(font()));
    const QString name = translated(l.name);
    const QRectF used = p.boundingRect(text, kTextFlags, name);
    p.drawText(text, kTextFlags, name);
    text.setTop(used.bottom());
    p.setFont(font());
    for (const QString &line : m_lines.value(layer)) {
        const QRectF lineRect = p.boundingRect(text, kTextFlags, line);
        p.drawText(text, kTextFlags, line);
        text.setTop(lineRect.bottom());
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

void PlatformDiagram::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal unit = QFontMetricsF(font()).height();
    const qreal pad = kPad * unit;
    p.setFont(boldOf(font()));
    for (int c = 0; c < m_geometry.stages.size(); ++c) {
        const QRectF r = m_geometry.stages.at(c);
        p.setPen(Qt::NoPen);
        p.setBrush(style::kPrimary);
        p.drawRoundedRect(r, 0.3 * unit, 0.3 * unit);
        p.setPen(Qt::white);
        p.drawText(r.adjusted(pad, pad, -pad, -pad), kTextFlags,
                   translated(platformStageName(PlatformStage(c))));
        if (c + 1 < m_geometry.stages.size()) paintArrow(p, r, m_geometry.stages.at(c + 1));
    }
    for (int i = 0; i < m_geometry.layers.size(); ++i)
        paintBox(p, i, m_geometry.layers.at(i));
    if (hasFocus() && m_selected < m_geometry.layers.size()) {
        p.setPen(QPen(theme::foreground(), 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(m_geometry.layers.at(m_selected).adjusted(-3, -3, 3, 3));
    }
}

void PlatformDiagram::mousePressEvent(QMouseEvent *event)
{
    for (int i = 0; i < m_geometry.layers.size(); ++i)
        if (m_geometry.layers.at(i).contains(event->position())) {
            setSelected(i);
            return;
        }
    QWidget::mousePressEvent(event);
}

void PlatformDiagram::keyPressEvent(QKeyEvent *event)
{
    // The layers in the course's order: arrows step through them, as the table's rows.
    const int count = int(platformLayers().size());
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
        setSelected((m_selected + 1) % count);
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
        setSelected((m_selected + count - 1) % count);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace infralab
