#pragma once
// A bar axis's category labels broken onto lines so that Qt Charts never elides them: under the plot each
// label gets an equal share of its width, beside it the room Qt Charts leaves its side axes. ChartView fits
// them after each layout; a chart that sets new labels shows them fitted at once, because Qt Charts lays an
// axis's labels out as soon as they are set, and elides one too long for its room by laying it out again for
// each length it tries (the training step-time chart's "Pinned: TP = 1: no tensor-parallel…", at each step of
// a TP drag).
#include <QStringList>

class QAbstractAxis;
class QBarCategoryAxis;
class QChart;
class QFont;

namespace infralab::categorylines {

/// Qt Charts gives each label under a plot of n categories about plot / (n + 1), less its label padding (4
/// px) on each side, and measures it with its text document's margins (0.5 px each side), with 3 px kept for
/// rounding (HorizontalAxis::updateGeometry, ChartPresenter::textMargin). Its layout does not say exactly how
/// much less: a label it elides anyway widens the axis' padding, by a step up to a bound (ChartView).
constexpr qreal kPadding = 2 * 4 + 1 + 3;
constexpr qreal kPaddingStep = 6, kPaddingMost = 30;

/// What Qt Charts takes from the room it gives an axis's texts (its padding on each side and its text
/// margins), with a few pixels to spare: less the side axes' room here, and an axis title's or a log axis
/// label's room in ChartView.
constexpr qreal kLabelPadding = 24;

/// Qt Charts gives the axes on one side of the plot at most this share of the chart's width
/// (CartesianChartLayout's maxAxisPortion).
constexpr qreal kSideAxesShare = 0.4;

/// The width Qt Charts leaves each label of `axis`, beside the plot: the side axes' share of the chart's
/// inner width, less the axis' title lines and kLabelPadding; not positive before the chart's first layout.
qreal sideRoom(const QChart *chart, const QAbstractAxis *axis);

/// The padding learnt for a plot of this width; a plot of another width starts again from kPadding (the
/// window's first layouts, narrower, must not leave the final one too wide a padding).
qreal padding(const QAbstractAxis *axis, qreal plot);
/// Learns a padding a step wider for a plot of this width.
void widenPadding(QAbstractAxis *axis, qreal plot);

/// A label broken onto two lines at the space nearest its middle ("GPU<br>cloud").
QString brokenInTwo(const QString &label);

/// `set` as ChartView shows it on `axis` of `chart` as last laid out: under the plot, each line too wide
/// for its share broken at spaces, or, when a label as set does not fit whole, the chart's shorter labels
/// (categoryfit::shortForm()) fitted the same way; beside it, each line too wide for the side axes' room
/// wrapped at its spaces. Empty before the chart's first layout, when there is no room to fit to, and for
/// an empty `set`.
QStringList fitted(const QChart *chart, QBarCategoryAxis *axis, const QStringList &set);

} // namespace infralab::categorylines
