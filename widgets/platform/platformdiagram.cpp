#include "platformdiagram.h"
#include "platformdiagramtext.h"

#include "format.h"
#include "platformlayers.h"
#include "platformscenario.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "zoomfont.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <utility>

namespace infralab {

namespace {
// Read from the back of a room, as the tables.
constexpr qreal kPoints = 12;
constexpr qreal kGap = 0.6, kArrowGap = 1.4;
constexpr int kColumns = kPlatformStageCount;
} // namespace

using namespace platformdiagram;

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
    const QList<QStringList> lines = std::exchange(m_lines, {});
    for (int i = 0; i < platformLayers().size(); ++i)
        m_lines.append(liveLines(i));
    const Geometry drawn = std::exchange(m_geometry, layout(width()));
    const int before = drawn.height;
    // A new height changes the least height, which asks the page for room. New numbers on as many lines
    // (most slider steps) are repainted alone: the page laid out again measured every box at three widths.
    if (minimumHeight() != m_geometry.height) setMinimumHeight(m_geometry.height);
    if (m_geometry.height != before || !isVisible()) {
        m_hintsStale = false;
        updateGeometry();
    } else {
        m_hintsStale = true;
    }
    if (m_geometry != drawn || lines.size() != m_lines.size()) {
        update();
        return;
    }
    // The boxes in place: only those whose numbers changed are painted again, outline and focus frame too.
    const int m = paintMargin();
    QRegion changed;
    for (int i = 0; i < m_lines.size(); ++i)
        if (m_lines.at(i) != lines.at(i))
            changed += m_geometry.layers.value(i).toAlignedRect().adjusted(-m, -m, m, m);
    update(changed);
}

void PlatformDiagram::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) m_heights.clear();
    // Every box's name and every stage's are in the new language: all painted again, not only the boxes whose
    // numbers changed (relayout()).
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) update();
    QWidget::changeEvent(event);
}

qreal PlatformDiagram::wrappedHeight(const QString &text, bool bold, qreal width) const
{
    const Wrapped key{text, bold, std::max(1, int(width))};
    if (const auto it = m_heights.constFind(key); it != m_heights.cend()) return *it;
    // Forgotten all at once beyond a bound: a window resized by hand passes through many widths.
    constexpr qsizetype kMost = 1024;
    if (m_heights.size() >= kMost) m_heights.clear();
    const QFontMetricsF metrics(bold ? boldOf(font()) : font());
    const qreal height = metrics.boundingRect(QRectF(0, 0, key.width, 1e6), kTextFlags, text).height();
    m_heights.insert(key, height);
    return height;
}

qreal PlatformDiagram::textHeight(int layer, qreal width) const
{
    qreal h = wrappedHeight(translated(platformLayers().at(layer).name), true, width);
    for (const QString &line : m_lines.value(layer))
        h += wrappedHeight(line, false, width);
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
    const bool stale = m_hintsStale;
    m_scheduler->refreshNow();
    // Laid out for this width with the lines the page last measured, unless they changed since.
    m_hintsStale = false;
    if (stale) updateGeometry();
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
