#pragma once
// Base of the section 05 charts: one name and one colour per option across the four charts, euro units that
// keep axis labels short (k€, M€), labels on the plot that move off each other, and a note under the legend
// that exports carry too (the sentences a student would otherwise copy by hand into a lab report).
#include "chartview.h"
#include "cost.h"
#include "linecover.h"
#include "scenariokeys.h"

#include <array>

class QAbstractSeries;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;
class QValueAxis;

namespace infralab {

class CostChart : public ChartView
{
    Q_OBJECT
public:
    static constexpr std::array<CostOption, 4> kOptions = {CostOption::Api, CostOption::Cloud,
                                                           CostOption::OnPrem, CostOption::Edge};
    static QString optionName(CostOption o);
    static QColor optionColour(CostOption o);
    /// Stable object-name part for an option ("api", "cloud", "onprem", "edge").
    static QString optionId(CostOption o);
    /// Euros with three significant digits for small amounts ("0.405 €", "1.56 €"), whole euros from 100.
    static QString euroAmount(double euros);

    /// Volume, request, horizon and cloud GPU of `s`: what the cost charts depend on, for export captions.
    QString exportCaption(const Scenario &s) const override;

    /// The note under the legend, as plain text (empty when hidden).
    QString noteText() const;
    /// The texts of the labels currently shown on the plot.
    QStringList markerTexts() const;
    /// Euros per unit of the cost axis (1, 1 000, …): values on it times this are euros; 1 on the energy
    /// chart, which has none.
    double axisEuros() const { return m_axisEuros; }

    struct EuroUnit
    {
        double divisor = 1;
        QString symbol; ///< "€", then "€k", "€M", … in English, "k€", "M€", … in French
    };
    /// The smallest of €, k€, M€, bn€, T€ in which `largest` is below `limit`: "%.6g" labels then need
    /// no exponent. The euro sign stands where Format::money puts it in the current language.
    static EuroUnit euroUnit(double largest, double limit = 1e4);

protected:
    explicit CostChart(Scenario *scenario, QWidget *parent = nullptr);

    struct Marker
    {
        QPointF anchor; ///< in axis units of the series passed to setMarkers
        QString text;
        QColor colour;
        bool centred = false; ///< centred above the anchor (a bar's top) rather than beside it
        QString shortText =
            {}; ///< tried when `text` finds no free spot (a crowded or small plot); may be empty
        bool paired = false; ///< one of A's and B's bars side by side: only ever centred above its own bar
    };
    /// Shows one label per marker next to its anchor, each moved off the labels placed before it.
    /// Call after the axes' ranges are set.
    void setMarkers(const QList<Marker> &markers, QAbstractSeries *series);
    /// Sentences under the legend, wrapped to the chart's width; empty hides the note.
    void setNote(const QString &text);
    /// Shows `markers` like setMarkers against the layer's series `seriesId` once the layer is drawn (its
    /// series are made after refresh()).
    void setSeriesMarkers(const QList<Marker> &markers, const QString &seriesId);
    void layerDrawn() override;
    void setAxisEuros(double euros) { m_axisEuros = euros; }
    /// Shows the layer's texts (ChartView::layerTexts, B's and A's) as labels centred above their bars,
    /// mapped through the axes of bar item `barsId`. Call after the axes' ranges are set.
    void setLayerMarkers(const QString &barsId);
    /// A name that a wrapped sentence must not split ("On-premise", "GPU cloud"): no-break spaces and
    /// hyphens.
    static QString unbroken(const QString &name);

    /// 0 … a round number at or above `top`, with ticks on steps of 1, 2, 2.5 or 5 times a power of ten.
    static void setNiceRange(QValueAxis *axis, double top);

private:
    /// The first spot beside `p` (only above it when `paired`), at most `lines` lines up or down, where
    /// `item` fits inside `room` without touching `taken` and, if one does, without being read across one
    /// of `curves`; null if none.
    QRectF freeSpot(QGraphicsSimpleTextItem *item, QPointF p, bool centred, bool paired, int lines,
                    const QRectF &room, const QList<QRectF> &taken, const DrawnSegments &curves) const;
    /// Where a marker's text may stand: the plot, 6 px clear of the y axis.
    QRectF markerRoom() const;
    void placeMarkers();
    void placeNote();

    QList<Marker> m_markers;
    QList<QGraphicsSimpleTextItem *> m_markerItems;
    QList<QGraphicsRectItem *>
        m_markerBacks; ///< one behind each label: lines crossing it stay behind the text
    QAbstractSeries *m_markerSeries = nullptr;
    QList<Marker> m_seriesMarkers; ///< placed against the layer's series m_markerSeriesId once it is drawn
    QString m_markerSeriesId;
    double m_axisEuros = 1;
    QGraphicsTextItem *m_note;
    QString m_noteText; ///< what m_note holds, compared before laying it out again
};

} // namespace infralab
