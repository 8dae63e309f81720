// ChartView's layers (chartlayer.h): B's and A's as drawn, what the chart finds in them, and their title and
// texts.
#include "chartview.h"

#include "barpainter.h"
#include "chartheadline.h"
#include "chartlabels.h"
#include "comparison.h"
#include "layerpainter.h"
#include "scenario.h"
#include "scenariodiff.h"

#include <QChart>
#include <cmath>

namespace infralab {

QAbstractBarSeries *ChartView::layerBars(const QString &id) const
{
    return m_barPainter ? m_barPainter->series(id) : nullptr;
}

QList<LayerText> ChartView::layerTexts() const
{
    return infralab::layerTexts(m_liveLayer, pinnedLayer());
}

void ChartView::setMarkerSpan(int yAxis, double lo, double hi)
{
    if (m_painter) m_painter->setSpan(yAxis, lo, hi);
}

QAbstractSeries *ChartView::layerSeries(const QString &id, bool pinnedSide) const
{
    return m_painter ? m_painter->series(id, pinnedSide) : nullptr;
}

QList<const Scenario *> ChartView::drawnScenarios() const
{
    QList<const Scenario *> drawn = {m_scenario};
    if (pinned()) drawn.append(pinned());
    return drawn;
}

QList<const ChartLayer *> ChartView::drawnLayers() const
{
    QList<const ChartLayer *> drawn = {&m_liveLayer};
    if (m_pinnedLayer) drawn.append(&*m_pinnedLayer);
    return drawn;
}

std::pair<double, double> ChartView::drawnYExtent(int yAxis) const
{
    double lo = qInf(), hi = -qInf();
    for (const ChartLayer *layer : drawnLayers()) {
        const auto [layerLo, layerHi] = layer->yExtent(yAxis);
        lo = std::min(lo, layerLo);
        hi = std::max(hi, layerHi);
    }
    return {lo, hi};
}

QString ChartView::pinnedDifferences(const QString &drawnAs, bool (*keep)(Key)) const
{
    return pinned() ? differenceNote(drawnAs, *pinned(), *m_scenario, keep) : QString();
}

void ChartView::placeLayerTexts()
{
    if (!m_painter) return;
    // Once the chart's own texts stand where this plot puts them, which the layer's texts step off: last of
    // the redraw, and after the chart's own placement when the plot changes. Connected at the first redraw,
    // so after the chart's constructor connected its own (Qt calls the slots in that order).
    if (!m_placesTextsLast) {
        m_placesTextsLast = true;
        connect(chart(), &QChart::plotAreaChanged, this, [this] { m_painter->placeLabelsOffTexts(); });
    }
    m_painter->placeLabelsOffTexts();
}

void ChartView::layerTitle()
{
    if (!m_liveLayer.caption.isEmpty()) {
        if (!m_pinnedLayer)
            setHeadline({{m_liveLayer.caption, {}}});
        else
            setHeadline({{ab::labelled(m_liveLayer.caption, false), {}},
                         {ab::labelled(m_pinnedLayer->caption, true), {}}});
        return;
    }
    // Without a caption of its own, the plot has no headline: the page names the chart above it (ChartCell).
    if (!namesPinnedInTitle() || !pinned()) {
        setHeadline({});
        return;
    }
    // A's legend entries give way to one note above the plot, the same on every chart.
    QFont note = font();
    note.setPointSizeF(basePointSize());
    m_headline->setFont(note);
    setHeadline({{ChartLabels::pinnedNote(*m_scenario), {}}});
}

} // namespace infralab
