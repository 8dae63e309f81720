#pragma once
// What a chart draws for one scenario: curves, marker lines and shaded bands, built from the models alone.
// ChartView draws a chart's layer for the live scenario "B" and, while one is pinned, again for "A" in A's
// style (comparison.h), so a chart that describes itself this way gets the A/B comparison without a line of
// its own.
#include <QColor>
#include <QHash>
#include <QList>
#include <QMetaObject>
#include <QPen>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>

#include <memory>

namespace infralab {

struct ChartLayer
{
    /// What a chart paints itself for one side, where items and Qt Charts series would not do (the Gantt's
    /// thousands of blocks): the chart derives its own description from this and finds it again in B's and
    /// A's layers.
    struct Painted
    {
        virtual ~Painted() = default;
    };

    /// One component of stacked bars: a value per category, in the value axis' unit.
    struct BarSet
    {
        QString id;   ///< object name of B's set; A's is "pinned-" + id
        QString name; ///< the legend's entry: A's bars share B's colours, so the legend names each once
        QColor colour;
        QColor pinnedColour; ///< A's hatching, when B's colour is too pale to hatch; else `colour`
        QList<double> values;
        bool legendWhenZero = true; ///< false: no legend entry while every value of A's and B's is zero
    };
    /// A bar set as a chart's static table gives it: its id, its name (QT_TRANSLATE_NOOP in the chart's
    /// context) and its colour.
    struct SetEntry
    {
        const char *id;
        const char *name;
        QColor colour;
    };
    /// The sets of `entries` without values, named in the language of the moment in the context of `chart`
    /// (the chart's staticMetaObject).
    static QList<BarSet> barSets(const QList<SetEntry> &entries, const QMetaObject &chart);

    /// Which end of a marker line carries its text. A's copy puts its text at the other end, so that the two
    /// texts of a marker drawn at nearly the same place cannot meet; on its own bar (Item::barCategory) it
    /// keeps this end.
    enum class LabelEnd
    {
        None,
        Start,
        End
    };

    struct Item
    {
        enum class Kind
        {
            Curve,   ///< `points`, in the axes' units
            Rule,    ///< a line across the plot at `at`: vertical (at x) or horizontal (at y)
            Band,    ///< a shaded column of the whole plot's height, from x = `at` to x = `to`
            Scatter, ///< `points` as dots of `markerSize` filled with `fill`, ringed with `pen`'s colour
            Bars, ///< stacked bars (barpainter.h): `sets` over `categories`, columns or rows by `orientation`
            Text, ///< `name` at the bar of category `at` and value `to` (a total above its bar)
            Frame, ///< an outline of the bar of category `at`, from 0 to `to`: a Curve once placed
                   ///< (placeOnBars, barpainter.h)
            /// `name` beside the point (`at`, `to`) of the axes (the chart's first curve's), placed as a
            /// marker line's text is (ChartLabels: off the other texts and the curves); `to` ±infinity: the
            /// top or bottom of the plot (the marker span of `yAxis`). `label` Start: the text ends above
            /// the point, else it starts below it. Often `live` false: a text that only A's copy shows,
            /// which the chart writes once for whichever scenario it describes.
            Label,
        };
        Kind kind = Kind::Curve;
        /// Object name of B's series ("ttft"); A's copy is named "pinned-" + id. Tests and exports find
        /// series by these names.
        QString id;
        /// Legend entry, or the text beside a marker line; tagged "(A)"/"(B)" while A is drawn.
        QString name;
        QPen pen;
        QColor fill;          ///< a band's colour
        QColor labelColour;   ///< a marker line's text colour
        qreal markerSize = 0; ///< a scatter's dots
        qreal ringWidth =
            0; ///< a scatter's ring: `pen`'s colour at this width; 0 keeps the chart theme's width
        QList<QPointF> points;
        double at = 0, to = 0;
        Qt::Orientation orientation = Qt::Vertical;
        LabelEnd label = LabelEnd::None;
        int yAxis = 0;        ///< which of the chart's vertical layer axes (ChartView::setLayerAxes)
        bool inLegend = true; ///< B's entry; A's entries give way to one note above the plot
        bool compared = true; ///< drawn again for A; false for what only the live scenario shows
        /// False for an item that has nothing to show this time (a marker out of the plotted range): it keeps
        /// its place among the series for when it comes back.
        bool visible = true;
        /// Bars: the components, stacked in this order, and each category's name (rich text: "<br>" breaks a
        /// line). A's bars stand beside B's, A first in reading order: left of B's columns, above B's rows.
        QList<BarSet> sets;
        QStringList categories;
        /// Bars: each category's shorter name, one per category, shown where `categories` do not fit their
        /// shares under the plot whole (the count without its words); empty: `categories` are broken instead.
        QStringList shortCategories;
        /// Bars while A is drawn: a line of a category's name that differs between A and B reads "A's · B's",
        /// in the order their bars stand, rather than A's line under B's name ("Pinned: fits on 32").
        bool categoriesSideBySide = false;
        double barWidth = 0.6;    ///< a bar's share of its category
        double pairedWidth = 0.8; ///< the pair's share while A stands beside B (each bar gets half)
        /// Text: what is tried when `name` finds no room; tagged like `name` while A is drawn.
        QString shortName;
        /// Text: B's gives its change from A's text of the same id (their values `to`) while A is drawn.
        bool showsChange = false;
        /// Drawn for B; false for what only A's copy shows because B shows it otherwise (e.g. B's roof as
        /// its slope and one ceiling per precision, A's as one line).
        bool live = true;
        /// B's copy only while no A is drawn: e.g. dashed guides that would read as A's beside A's dashes.
        bool alone = false;
        /// A's copy leaves out what B's layer has at the very same place (apartFrom): it would only double
        /// B's.
        bool differentOnly = false;
        /// A scatter's A copy as rings of this pen, a quarter larger than B's dots, around them when both
        /// fall on the same spot; Qt::NoPen: pale dots (the default).
        QPen pinnedRing{Qt::NoPen};
        /// A marker line's legend entry (with `inLegend`) when it is not its text on the plot.
        QString legendName;
        /// Rule: the bars' category it crosses, or -1 for a line across the whole plot. placeOnBars
        /// (barpainter.h) gives it that category's `extent`, and only its own bar's half of it while A's
        /// bars stand beside B's: each side's line then stays on its own bar.
        int barCategory = -1;
        /// Rule: where it starts and ends along the other axis, when not across the whole plot.
        std::optional<std::pair<double, double>> extent;
        /// What each of `points` is (e.g. an operation's id), for the texts the chart places against them.
        QStringList pointIds;
        /// A scatter's dots ringed with Qt Charts' thin ring, the one a series keeps when its ring's colour
        /// is set before it joins the chart, rather than the theme's wider one.
        bool thinRing = false;

        /// This item less what `live` (B's item of the same id, or nullptr) draws at the very same place: a
        /// scatter loses the points B's has too; any other item is no longer visible when it is B's.
        Item apartFrom(const Item *live) const;
    };

    QList<Item> items;
    /// One line that sums this side up, for the chart's title: alone, or "B: …" over "A: …" while A is drawn.
    /// Empty: the title is left to the chart, with one note naming A while A is drawn.
    QString caption;
    /// A short text that tells this side's curves apart from the other's (e.g. the device's name), for the
    /// chart's own texts on the plot.
    QString note;
    QString headline;
    QColor headlineColour;
    /// Numbers the chart's own texts need from this side (e.g. "peak"), read from A's layer rather than from
    /// A's scenario.
    QHash<QString, double> values;
    /// What the chart paints itself for this side (Painted), or nullptr. Shared: a chart may hand the same
    /// description to several refreshes while its inputs stay the same.
    std::shared_ptr<const Painted> painted;

    Item &curve(const QString &id, const QString &name, const QPen &pen, QList<QPointF> points);
    /// A vertical (`orientation` Qt::Vertical, at an x) or horizontal (at a y) marker line with its text.
    Item &rule(const QString &id, const QString &name, const QPen &pen, double at,
               Qt::Orientation orientation, LabelEnd label, const QColor &labelColour);
    Item &band(const QString &id, const QString &name, const QColor &fill, double from, double to);
    Item &scatter(const QString &id, const QString &name, const QColor &fill, const QColor &ring, qreal size,
                  QList<QPointF> points, qreal ringWidth = 0);
    /// The item of that id, or nullptr.
    const Item *find(const QString &id) const;
    Item &bars(const QString &id, Qt::Orientation orientation, QStringList categories, QList<BarSet> sets);
    Item &text(const QString &id, const QString &text, double category, double value, const QColor &colour,
               Qt::Orientation orientation = Qt::Vertical);
    Item &frame(const QString &id, const QString &name, const QPen &pen, double category, double value);
    /// A text on the plot beside `anchor` (Item::Kind::Label), in `colour`; `above`: it ends just above it.
    Item &label(const QString &id, const QString &text, QPointF anchor, const QColor &colour, bool above);

    Item &add(Item item);

private:
    /// A marker line's or a text's common part: drawn on the plot at `at`, with its own text, not in the
    /// legend.
    Item &onPlot(Item::Kind kind, const QString &id, const QString &name, double at,
                 Qt::Orientation orientation, const QColor &labelColour);

public:
    /// The smallest and largest y of the curves on vertical axis `yAxis`; {+inf, -inf} when there is none.
    std::pair<double, double> yExtent(int yAxis = 0) const;
};

} // namespace infralab
