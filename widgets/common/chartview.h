#pragma once
// Base of every chart: a QChartView bound to the Scenario that redraws once per burst of changes, retranslates
// itself on QEvent::LanguageChange, and offers Export and Copy in its context menu.
#include "chartlayer.h"
#include "scenariokeys.h"

#include <QChartView>
#include <functional>
#include <memory>
#include <optional>

// The Qt Charts and scene items the charts hold as members: declared here once for every chart's header.
class QAbstractAxis;
class QAbstractSeries;
class QAbstractBarSeries;
class QBarCategoryAxis;
class QCategoryAxis;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace infralab {

class BarPainter;
class ChartHeadline;
class FlowLegend;
class ChartView;
class LayerPainter;
struct HeadlineLine;
struct LayerText;
class RefreshScheduler;
class Scenario;

/// Makes a new chart for a scenario: exports render one off screen at their own size, then delete it.
using ChartFactory = std::function<ChartView *(Scenario *)>;

class ChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ChartView(Scenario *scenario, QWidget *parent = nullptr);
    ~ChartView() override;

    /// File name without extension for `infralab export`, e.g. "roofline".
    virtual QString exportName() const = 0;
    /// Makes new charts of this kind with their defaults, for exports; chartFactoryOf<MyChart>() below. A
    /// chart cannot leave it out (it does not compile), so every chart on a page can be exported and copied;
    /// NamedChart (below) gives these three to a chart from its type and its ChartName.
    virtual ChartFactory factory() const = 0;
    /// Title in the current language: its name, which a page shows above it (ChartCell) and exports draw
    /// above their image. The chart's own title is its verdict or caption.
    virtual QString title() const = 0;
    /// What the chart depends on, for the line under it in exports, for `s` (the live scenario or the pinned
    /// A): by default device, model, precision and batch (chartexport.h); charts whose numbers come from
    /// other inputs name those (setExportCaption(), or an override for a caption of their own).
    virtual QString exportCaption(const Scenario &s) const;
    /// Whether a scenario gives the chart something to draw; nullptr (the default): always. A chart with a
    /// condition (the sweep measured on this computer) is on its page, in the exports and in the report only
    /// for the scenarios that meet it.
    using Condition = bool (*)(const Scenario &);
    virtual Condition condition() const { return nullptr; }

    Scenario *scenario() const { return m_scenario; }
    /// The pinned scenario A of an A/B comparison, or nullptr (comparison.h says how A is drawn).
    const Scenario *pinned() const;

    /// Redraws now if a change is pending (exports and the benchmark).
    void flushRefresh();
    /// True when a scenario change has not been drawn yet.
    bool refreshPending() const;
    /// Whether the chart, or the widget it is seen with (its cell, whose heading names it), shows on screen:
    /// out of view, it is redrawn when back in view or once the changes pause (RefreshScheduler).
    bool isSeen() const;
    void setSeenWith(QWidget *widget);

    /// The last guard before Qt Charts, through which every chart sets its computed axis ranges: a range that
    /// is not finite, empty or reversed (or not positive on a log axis) would give Qt Charts an infinite
    /// axis, and an export that crashes or never ends; it is replaced by a safe one ([0, 1], [1, 10] on a log
    /// axis, or a span around a single value). Returns false when the range was replaced.
    static bool setAxisRange(QAbstractAxis *axis, double min, double max);

    /// The legend as drawn, in rows under the plot (fitLegend()); nullptr while the chart hides it.
    const FlowLegend *legendRows() const;
    /// The chart's own line above the plot (its verdict, caption or the note naming A), as drawn; its lines
    /// are empty when the chart has none.
    const ChartHeadline *headlineItem() const { return m_headline; }

    /// The chart's width at which every category label under its plot fits its share on the lines the chart
    /// set (none broken at a space or a hyphen); 0 for a chart without categories there, or not laid out.
    /// A page gives the chart that width when it can (GridPage: one column rather than two).
    int wholeCategoriesWidth() const { return m_wholeCategoriesWidth; }

    /// Scales every font and line of the chart (presentation zoom); 1 is the default.
    void setZoom(qreal zoom);
    qreal zoom() const { return m_zoom; }

Q_SIGNALS:
    void exportRequested(infralab::ChartView *chart);
    void copyRequested(infralab::ChartView *chart);
    /// title() has changed (a language, or a value it carries): whoever shows the name follows it.
    void nameChanged();
    /// wholeCategoriesWidth() has changed.
    void wholeCategoriesWidthChanged();

protected:
    /// One of chartexport.h's captions for this chart's exports (trainingExportCaption for the cluster).
    void setExportCaption(QString (*caption)(const Scenario &)) { m_caption = caption; }
    /// What the chart draws for `s`, from the models alone (chartlayer.h). The base draws it for the live
    /// scenario and, while one is pinned, again for A in A's style: the chart writes nothing of its own for
    /// A. By default nothing: the chart draws everything in refresh(). A chart that paints itself puts what
    /// it paints for `s` in ChartLayer::painted and finds B's and A's in liveLayer() and pinnedLayer().
    virtual ChartLayer layer(const Scenario &s) const;
    /// The axes the layer's series attach to: x, then the vertical axes that ChartLayer::Item::yAxis indexes.
    /// Those not on the chart yet are added: x along the bottom, the first vertical axis on the left, the
    /// others on the right.
    void setLayerAxes(QAbstractAxis *x, const QList<QAbstractAxis *> &ys);
    /// Puts `axis` on the chart, if not there yet, in the chart's fonts (styleAxis()).
    void addAxis(QAbstractAxis *axis, Qt::Alignment alignment);
    /// Where the layer's marker lines and bands along vertical axis `yAxis` start and end, when not the axis'
    /// whole range (e.g. a log axis widened by a hair for its labels).
    void setMarkerSpan(int yAxis, double lo, double hi);
    /// This refresh's layers as drawn: B's, then A's while one is pinned. A chart's axes span them all, so
    /// that its refresh() reads what is drawn rather than which side is A.
    QList<const ChartLayer *> drawnLayers() const;
    /// The smallest and largest y of the drawn layers' curves on vertical axis `yAxis` ({+inf, -inf} when
    /// there is none).
    std::pair<double, double> drawnYExtent(int yAxis = 0) const;
    /// This refresh's layers, for what only one side shows: B's, and A's or nullptr.
    const ChartLayer &liveLayer() const { return m_liveLayer; }
    const ChartLayer *pinnedLayer() const { return m_pinnedLayer ? &*m_pinnedLayer : nullptr; }
    /// B's series of the layer's item `id` (A's with `pinnedSide`), or nullptr before the first refresh.
    QAbstractSeries *layerSeries(const QString &id, bool pinnedSide = false) const;
    /// The scenarios drawn: B, then A while one is pinned (for an extent both layers share, e.g. the
    /// batches).
    QList<const Scenario *> drawnScenarios() const;
    /// While A is drawn, the sentence saying how (`drawnAs`: "Dashed lines") and which of the inputs `keep`
    /// accepts make A differ from B (scenariodiff.h); empty otherwise.
    QString pinnedDifferences(const QString &drawnAs, bool (*keep)(Key key)) const;
    /// B's series of the layer's bar item `id` (made before refresh(), for mapping points through its axes).
    QAbstractBarSeries *layerBars(const QString &id) const;
    /// The layers' texts as drawn this refresh (barpainter.h): B's, then A's beside its own bars, tagged.
    QList<LayerText> layerTexts() const;
    /// Reads the Scenario and updates what the layer does not draw: the axes' ranges and titles, mostly.
    /// Called once per burst of changes and on language change, after layer() and before the layer is drawn.
    virtual void refresh() = 0;
    /// Whether the title carries the note naming A while A is drawn (chartlayer.h); false for a chart that
    /// names A in a note of its own.
    virtual bool namesPinnedInTitle() const { return true; }
    /// Called once the layer is drawn, for what is placed against its series (texts on the plot).
    virtual void layerDrawn() {}
    /// Asks for a refresh at the next turn of the event loop (e.g. after a display option changed).
    void scheduleRefresh();
    /// Shows or hides the legend (e.g. under an error message).
    void setLegendShown(bool shown);
    /// The chart's own margins (texts it places above or below the plot); the legend adds its rows above the
    /// bottom one.
    void setChartMargins(const QMargins &margins);
    /// Sets a value axis to [min, max] with a tick every `interval` from 0. The axis lays its labels out as soon as
    /// one of these changes: a wider range under the previous, finer interval would make thousands of labels
    /// for one refresh (seen: 2 s when the Gantt's unit went from minutes to seconds), so the coarser interval
    /// is in place while the range changes.
    static void setTicks(QValueAxis *axis, double min, double max, double interval);
    /// Sets an axis' title, broken onto two lines when longer than the axis (as fitAxisLabels() does when the
    /// plot is resized), and only when its text changes: Qt Charts lays the whole chart out again at each new
    /// title, and a title set whole and then fitted made two layouts a refresh.
    void setAxisTitle(QAbstractAxis *axis, const QString &title);
    /// Applies the base fonts to an axis (labels readable from the back of a room).
    void styleAxis(QAbstractAxis *axis) const;
    qreal basePointSize() const { return 11.0 * m_zoom; }
    /// The texts beside marker lines: bold, at the base size.
    QFont markerFont() const;
    /// The headline above the plot (a verdict, or a caption that stands for the title): bold, the base size
    /// × 1.15, so that presentation mode enlarges it with the rest.
    void setHeadlineTitleFont();

    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// One refresh: the layers, the chart's own refresh, the layers drawn, the theme.
    void redraw();
    /// The headline from the layers' captions, or the note naming A (chartlayer.h).
    void layerTitle();
    /// Places the layers' texts (ChartLayer::label) off the chart's own, once those are placed.
    void placeLayerTexts();
    /// Shows `lines` above the plot (ChartHeadline); fitTitle() lays them out.
    void setHeadline(const QList<HeadlineLine> &lines);
    /// Replaces the fixed ticks of a value axis that do not fall on round values (0, 2.8, 5.6) by ticks every
    /// round step (0, 2, 4, …): after refresh(), for every chart.
    void roundTicks();
    void applyFonts();
    /// Lays the headline out for the chart's width, and reserves its height above the plot only when that
    /// height changes: a new verdict on as many lines lays nothing out.
    void fitTitle();
    /// Draws the legend's entries in as many rows as they need under the plot (FlowLegend), never cut.
    void fitLegend();
    /// The chart's margins plus the headline's lines and the legend's rows, each placed in its own.
    void applyMargins();
    /// Breaks a category label too wide for its share in two; labels every other power of a log axis whose
    /// labels would not fit.
    void fitAxisLabels();
    /// Measures wholeCategoriesWidth() for the plot as last laid out.
    void measureWholeCategories();
    /// Background, text, grid and line widths of the current colour profile (theme.h).
    void applyTheme();

    Scenario *m_scenario;
    RefreshScheduler *m_scheduler;
    QString m_describedTitle; ///< the headline the accessible description was made from
    QString (*m_caption)(const Scenario &) = nullptr; ///< nullptr: exportCaption() of chartexport.h
    ChartHeadline *m_headline;                        ///< owned by the chart (a graphics item)
    int m_headlineReserve = 0;                        ///< the headline's height above the chart's top margin

    std::unique_ptr<LayerPainter> m_painter;
    std::unique_ptr<BarPainter> m_barPainter;
    ChartLayer m_liveLayer;
    std::optional<ChartLayer> m_pinnedLayer;
    qreal m_zoom = 1.0;
    FlowLegend *m_flowLegend = nullptr; ///< owned by the chart (a graphics item), made by the first fit
    bool m_legendWanted = true;
    bool m_placesTextsLast = false; ///< placeLayerTexts() follows the chart's own placement

    QString m_legendFitKey; ///< what the legend was last fitted to: skips refits that change nothing
    QMargins m_chartMargins{6, 6, 6, 6};
    int m_legendReserve = 0; ///< the legend's rows' height above the chart's bottom margin
    int m_wholeCategoriesWidth = 0;
};

/// The factory of charts of type T, for T's ChartView::factory().
template <typename T> ChartFactory chartFactoryOf()
{
    return [](Scenario *scenario) -> ChartView * { return new T(scenario); };
}

/// What names a chart: the file name of `infralab export` ("roofline") and the title, QT_TR_NOOP in the
/// chart's class so that it is translated in that class' context.
struct ChartName
{
    const char *exportName;
    const char *title;
};

/// The base of a chart T, `class T : public NamedChart<T>` (or NamedChart<T, CostChart> on a section's base)
/// declared with INFRALAB_CHART below: exportName(), factory() and title() come from T's type and its `static
/// constexpr ChartName kName`, written here once rather than in every chart. A title that carries values (the
/// roofline's devices) is filled in by T's own title() from NamedChart::title().
template <typename T, typename Base = ChartView> class NamedChart : public Base
{
public:
    QString exportName() const override { return QLatin1String(T::kName.exportName); }
    ChartFactory factory() const override { return chartFactoryOf<T>(); }
    QString title() const override { return T::tr(T::kName.title); }

protected:
    using Base::Base;
};

/// What every chart declares, written once, first in `class Type : public NamedChart<Type>`: Q_OBJECT, the
/// public constructor (Scenario *scenario, QWidget *parent = nullptr) and ChartName kName = {exportName,
/// title}, then, protected, the chart's ChartView::layer() and ChartView::refresh(). `title` is
/// QT_TR_NOOP("…") so that lupdate files it under Type's context, where NamedChart::title() translates it.
/// moc expands the macro; CMake's AUTOMOC_MACRO_NAMES tells AUTOMOC that a header using it needs moc.
#define INFRALAB_CHART(Type, exportName, title)                                                              \
    Q_OBJECT                                                                                                 \
public:                                                                                                      \
    explicit Type(Scenario *scenario, QWidget *parent = nullptr);                                            \
    static constexpr ChartName kName = {exportName, title};                                                  \
                                                                                                             \
protected:                                                                                                   \
    ChartLayer layer(const Scenario &s) const override;                                                      \
    void refresh() override;

} // namespace infralab
