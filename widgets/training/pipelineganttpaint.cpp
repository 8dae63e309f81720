// PipelineGanttChart's painting: the blocks as one image of the plot, their boundaries and micro-batch
// numbers; the layout, axes and texts are in pipelineganttchart.cpp.
#include "pipelineganttchart.h"

#include "chartstyle.h"
#include "colourmix.h"
#include "comparison.h"
#include "format.h"
#include "theme.h"

#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QPainter>
#include <QValueAxis>
#include <QtMath>
#include <algorithm>
#include <array>
#include <cmath>

namespace infralab {

namespace {
// Each stage is a row one unit high; the gap keeps neighbouring stages apart when the rows are thin.
constexpr double kRowGap = 0.12;
// Blocks at least this wide on screen get a boundary line, so that neighbours read as separate blocks.
constexpr double kBoundaryPixels = 4;
} // namespace

/// Idle time: style::kNeutral lightened toward the background so that it reads as empty, less so on a
/// projector, which washes pale greys out.
QColor PipelineGanttChart::idleColour()
{
    const double toBackground = theme::current() == theme::Profile::Projector ? 0.45 : 0.7;
    return mixColours(style::kNeutral, theme::background(), toBackground);
}

QRectF PipelineGanttChart::blockRect(const Drawn &drawn, const PipelineBlock &b)
{
    return QRectF(b.start, drawn.top + (b.stage + kRowGap) * drawn.rowHeight, b.end - b.start,
                  (1 - 2 * kRowGap) * drawn.rowHeight);
}

const PipelineTimeline &PipelineGanttChart::timeline() const
{
    static const PipelineTimeline none;
    return m_live.band ? m_live.band->timeline : none;
}

const PipelineTimeline &PipelineGanttChart::pinnedTimeline() const
{
    static const PipelineTimeline none;
    return m_pinned.band ? m_pinned.band->timeline : none;
}

const QColor &PipelineGanttChart::blockColour(const Band &band, const PipelineBlock &b)
{
    return band.palette[static_cast<std::size_t>(b.backward ? band.timeline.chunks + b.chunk : b.chunk)];
}

const std::vector<PipelineBlock> *PipelineGanttChart::stageBlocks(int stage, bool pinnedSide) const
{
    const Drawn &drawn = pinnedSide ? m_pinned : m_live;
    if (!drawn.band || stage < 0 || stage >= static_cast<int>(drawn.band->stageBlocks.size())) return nullptr;
    return &drawn.band->stageBlocks[std::size_t(stage)];
}

QList<QRectF> PipelineGanttChart::drawnBlocks(int stage, bool pinnedSide) const
{
    QList<QRectF> rects;
    if (const auto *blocks = stageBlocks(stage, pinnedSide))
        for (const PipelineBlock &b : *blocks)
            rects.append(blockRect(pinnedSide ? m_pinned : m_live, b));
    return rects;
}

QList<QColor> PipelineGanttChart::drawnColours(int stage, bool pinnedSide) const
{
    QList<QColor> colours;
    if (const auto *blocks = stageBlocks(stage, pinnedSide))
        for (const PipelineBlock &b : *blocks)
            colours.append(blockColour(*(pinnedSide ? m_pinned : m_live).band, b));
    return colours;
}

QImage PipelineGanttChart::rasterise(const QSize &pixels) const
{
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    for (const Drawn *drawn : {&m_live, &m_pinned})
        if (drawn->band) rasteriseBand(*drawn, image);
    return image;
}

void PipelineGanttChart::rasteriseBand(const Drawn &drawn, QImage &image) const
{
    const Band &band = *drawn.band;
    const QSize pixels = image.size();
    const int w = pixels.width();
    const double sx = w / (m_timeAxis->max() - m_timeAxis->min()) / m_unit,
                 x0 = -m_timeAxis->min() * m_unit * sx;
    const double sy = pixels.height() / (m_stageAxis->max() - m_stageAxis->min()),
                 y0 = -m_stageAxis->min() * sy;
    // Per pixel column: colour × covered width summed over the blocks, the blocks' and the step's widths.
    struct Column
    {
        float red = 0, green = 0, blue = 0, busy = 0, span = 0;
    };
    std::vector<Column> columns(w);
    std::vector<QRgb> line(w);
    const auto cover = [&](double from, double to, auto &&add) {
        for (int i = std::max(0, int(std::floor(from))); i < std::min(w, int(std::ceil(to))); ++i)
            add(columns[i], float(std::min(to, i + 1.0) - std::max(from, double(i))));
    };
    std::vector<std::array<float, 3>> palette;
    for (const QColor &c : band.palette)
        palette.push_back({float(c.red()), float(c.green()), float(c.blue())});
    const std::size_t backwardOffset = static_cast<std::size_t>(band.timeline.chunks);
    const QColor idle = idleColour();
    // Every block of a stage has the row's height: the row is drawnBlocks' rectangle stretched over the step.
    const auto rowOf = [&](std::size_t stage) {
        return blockRect(drawn, {int(stage), 0, 0, false, 0, band.timeline.makespan});
    };
    const auto pixelRows = [&](const QRectF &row) {
        const int top = qRound(y0 + row.top() * sy);
        return std::pair{top, std::max(top + 1, qRound(y0 + row.bottom() * sy))};
    };
    for (std::size_t stage = 0; stage < band.stageBlocks.size(); ++stage) {
        const QRectF row = rowOf(stage);
        const auto [top, bottom] = pixelRows(row);
        if (bottom <= 0 || top >= pixels.height()) continue;
        // Rows thinner than a pixel share pixel rows, where the last stage drawn shows: a stage whose pixel
        // rows the next one covers is not computed (p = 1024 would otherwise cost 1024 rows of the plot).
        if (stage + 1 < band.stageBlocks.size()) {
            const auto [nextTop, nextBottom] = pixelRows(rowOf(stage + 1));
            if (nextTop <= top && nextBottom >= bottom) continue;
        }
        std::fill(columns.begin(), columns.end(), Column());
        cover(x0 + row.left() * sx, x0 + row.right() * sx, [](Column &c, float f) { c.span += f; });
        for (const PipelineBlock &b : band.stageBlocks[stage]) {
            const auto &c = palette[b.backward ? backwardOffset + b.chunk : std::size_t(b.chunk)];
            cover(x0 + b.start * sx, x0 + b.end * sx, [&c](Column &col, float f) {
                col.red += f * c[0], col.green += f * c[1], col.blue += f * c[2], col.busy += f;
            });
        }
        // Idle fills what the blocks leave of the step; the alpha is the step's coverage (premultiplied).
        for (int i = 0; i < w; ++i) {
            const Column &c = columns[i];
            const float a = std::min(1.f, c.span), rest = std::max(0.f, a - c.busy);
            const auto channel = [&](float sum, int idleValue) {
                return std::clamp(qRound(sum + rest * idleValue), 0, qRound(a * 255));
            };
            line[i] = qRgba(channel(c.red, idle.red()), channel(c.green, idle.green()),
                            channel(c.blue, idle.blue()), qRound(a * 255));
        }
        for (int y = std::max(0, top); y < std::min(pixels.height(), bottom); ++y)
            std::copy(line.begin(), line.end(), reinterpret_cast<QRgb *>(image.scanLine(y)));
    }
}

void PipelineGanttChart::drawForeground(QPainter *painter, const QRectF &exposed)
{
    ChartView::drawForeground(painter, exposed);
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    if (!m_live.band || m_live.band->stageBlocks.empty() || !plot.intersects(exposed) || plot.width() <= 0)
        return;
    painter->save();
    painter->setClipRect(plot.intersected(exposed));
    // One image at the device's resolution (exports paint through a scaled painter): its cost grows with the
    // pixels, not with the 131 072 blocks of p = 64, m = 256, v = 4.
    const qreal scale = std::max<qreal>(1, painter->deviceTransform().m11());
    const QSize pixels(qCeil(plot.width() * scale), qCeil(plot.height() * scale));
    const QRgb idle = idleColour().rgba();
    if (m_raster.image.size() != pixels || m_raster.idle != idle) m_raster = {rasterise(pixels), idle};
    painter->drawImage(plot, m_raster.image);
    paintBlockDetails(painter, m_live, plot);
    if (m_pinned.band && !m_pinned.band->stageBlocks.empty()) {
        paintBlockDetails(painter, m_pinned, plot);
        hatchPinned(painter, plot);
    }
    painter->restore();
}

void PipelineGanttChart::hatchPinned(QPainter *painter, const QRectF &plot) const
{
    const double sx = plot.width() / (m_timeAxis->max() - m_timeAxis->min()) / m_unit;
    const double sy = plot.height() / (m_stageAxis->max() - m_stageAxis->min());
    const QBrush hatch = ab::pinnedBrush(theme::background());
    const Band &band = *m_pinned.band;
    for (std::size_t stage = 0; stage < band.stageBlocks.size(); ++stage) {
        const QRectF r = blockRect(m_pinned, {int(stage), 0, 0, false, 0, band.timeline.makespan});
        painter->fillRect(QRectF(plot.left() + (r.left() - m_timeAxis->min() * m_unit) * sx,
                                 plot.top() + (r.top() - m_stageAxis->min()) * sy, r.width() * sx,
                                 r.height() * sy),
                          hatch);
    }
}

void PipelineGanttChart::paintBlockDetails(QPainter *painter, const Drawn &drawn, const QRectF &plot) const
{
    const Band &band = *drawn.band;
    // Blocks wide enough to be told apart get a boundary, and their micro-batch when it fits.
    const double sx = plot.width() / (m_timeAxis->max() - m_timeAxis->min()) / m_unit;
    const double x0 = plot.left() - m_timeAxis->min() * m_unit * sx;
    const double sy = plot.height() / (m_stageAxis->max() - m_stageAxis->min());
    const double y0 = plot.top() - m_stageAxis->min() * sy;
    // At p = 64, m = 256, v = 4 no block is wide enough: the loop below is skipped.
    if (band.longestBlock * sx < kBoundaryPixels) return;
    QFont labelFont = font();
    labelFont.setPointSizeF(basePointSize() * 0.85);
    painter->setFont(labelFont);
    const QFontMetricsF fm(labelFont);
    const double labelWidth =
        fm.horizontalAdvance(Format::fixed(std::max(0, band.timeline.microbatches - 1), 0, false)) + 6;
    const QColor background = theme::background();
    for (const auto &stage : band.stageBlocks) {
        for (const PipelineBlock &b : stage) {
            const QRectF r = blockRect(drawn, b);
            const QRectF px(x0 + r.left() * sx, y0 + r.top() * sy, r.width() * sx, r.height() * sy);
            if (px.width() < kBoundaryPixels) continue;
            painter->fillRect(QRectF(px.left(), px.top(), 1, px.height()), background);
            if (px.width() < labelWidth || px.height() < fm.height() * 0.9) continue;
            painter->setPen(qGray(blockColour(band, b).rgb()) > 150 ? Qt::black : Qt::white);
            painter->drawText(px, Qt::AlignCenter, Format::fixed(b.microbatch, 0, false));
        }
    }
}

} // namespace infralab
