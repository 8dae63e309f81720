#include "servingthroughputchart.h"
#include "servingscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "scenario.h"

#include <QAreaSeries>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <cmath>

namespace infralab {

namespace {
constexpr int kPoints = 64;
// log10(0.001) is -2.9999999999999996: Qt rounds the first label of such a range up to 0.01. Widening the
// range by a hair keeps the labels on the end decades.
constexpr double kDecadeSlack = 1e-9;

/// A log axis cannot place zero, negative or non-finite values: such points are left out.
QList<QPointF> points(const Eigen::ArrayXd &x, const Eigen::ArrayXd &y)
{
    QList<QPointF> out;
    out.reserve(x.size());
    for (Eigen::Index i = 0; i < x.size(); ++i)
        if (std::isfinite(y[i]) && y[i] > 0) out.append(QPointF(x[i], y[i]));
    return out;
}

/// Whole decades around the series, at least one decade tall.
std::pair<double, double> decades(const QList<QPointF> &pts)
{
    if (pts.isEmpty()) return {1, 10};
    double lo = pts.front().y(), hi = lo;
    for (const QPointF &p : pts) {
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
    }
    const double bottom = std::pow(10.0, std::floor(std::log10(lo)));
    return {bottom, std::max(bottom * 10, std::pow(10.0, std::ceil(std::log10(hi * 1.01))))};
}

/// Whole numbers (with the language's digit grouping) from 1 up; below 1, as many digits as needed.
/// Qt Charts localises only formats with an explicit precision ("%g" alone draws no label at all).
QString labelFormatFor(double bottom)
{
    return bottom >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.6g");
}
} // namespace

ServingThroughputChart::ServingThroughputChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_tokens(new QLineSeries), m_cost(new QLineSeries),
      m_current(new QLineSeries), m_knee(new QLineSeries), m_overflowTop(new QLineSeries(this)),
      m_overflowBottom(new QLineSeries(this)), m_overflow(new QAreaSeries(m_overflowTop, m_overflowBottom)),
      m_pinnedTokens(new QLineSeries), m_pinnedCost(new QLineSeries), m_pinnedCurrent(new QLineSeries),
      m_batchAxis(new QLogValueAxis), m_tokensAxis(new QLogValueAxis), m_costAxis(new QLogValueAxis),
      m_labels(chart())
{
    m_tokens->setObjectName(QStringLiteral("tokens-per-second"));
    m_cost->setObjectName(QStringLiteral("cost-per-million-tokens"));
    m_current->setObjectName(QStringLiteral("current-batch"));
    m_knee->setObjectName(QStringLiteral("knee"));
    m_overflow->setObjectName(QStringLiteral("cache-overflow"));
    m_pinnedTokens->setObjectName(QStringLiteral("pinned-tokens-per-second"));
    m_pinnedCost->setObjectName(QStringLiteral("pinned-cost-per-million-tokens"));
    m_pinnedCurrent->setObjectName(QStringLiteral("pinned-current-batch"));

    m_batchAxis->setBase(2);
    m_batchAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_batchAxis->setMinorTickCount(0);
    for (QLogValueAxis *axis : {m_tokensAxis, m_costAxis}) {
        axis->setBase(10);
        axis->setMinorTickCount(8);
    }
    m_costAxis->setGridLineVisible(false); // one grid is enough; the left axis owns it
    m_costAxis->setMinorGridLineVisible(false);
    chart()->addAxis(m_batchAxis, Qt::AlignBottom);
    chart()->addAxis(m_tokensAxis, Qt::AlignLeft);
    chart()->addAxis(m_costAxis, Qt::AlignRight);

    m_overflow->setColor(QColor(style::kBad.red(), style::kBad.green(), style::kBad.blue(), 45));
    m_overflow->setPen(Qt::NoPen);
    // A under B.
    for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{
             m_overflow, m_pinnedTokens, m_pinnedCurrent, m_tokens, m_current, m_knee}) {
        chart()->addSeries(s);
        s->attachAxis(m_batchAxis);
        s->attachAxis(m_tokensAxis);
    }
    for (QLineSeries *cost : {m_pinnedCost, m_cost}) {
        chart()->addSeries(cost);
        cost->attachAxis(m_batchAxis);
        cost->attachAxis(m_costAxis);
    }
    // Each value axis takes the colour of its curve, so that the two scales cannot be confused.
    m_tokensAxis->setLabelsColor(style::kPrimary.darker(120));
    m_tokensAxis->setTitleBrush(style::kPrimary.darker(120));
    m_costAxis->setLabelsColor(style::kComputeBound.darker(130));
    m_costAxis->setTitleBrush(style::kComputeBound.darker(130));

    // Marker lines carry their own text on the plot: the legend keeps room for the curves.
    for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{m_current, m_knee})
        chart()->legend()->markers(s).constFirst()->setVisible(false);
    m_currentLabel = m_labels.add(style::kAccent);
    m_kneeLabel = m_labels.add(style::kNeutral.darker(140));
    m_pinnedCurrentLabel = m_labels.add(style::kAccent);
    connect(chart(), &QChart::plotAreaChanged, this, [this] { m_labels.place(m_tokens); });

    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString ServingThroughputChart::title() const
{
    return tr("Throughput and cost against the batch (theorem 4)");
}

QFont ServingThroughputChart::labelFont() const
{
    QFont f = font();
    f.setPointSizeF(basePointSize());
    f.setBold(true);
    return f;
}

void ServingThroughputChart::refresh()
{
    const Scenario &s = *scenario();
    const ServingInputs in = servingInputs(s);
    const int batch = s.integer(Key::ServingBatch);
    const int pinnedBatch = pinned() ? pinned()->integer(Key::ServingBatch) : batch;
    const double price = s.device().pricePerHour;

    const double xMax =
        std::max(1024.0, std::exp2(std::ceil(std::log2(double(std::max(batch, pinnedBatch))))));
    Eigen::ArrayXd batches(kPoints);
    for (int i = 0; i < kPoints; ++i)
        batches[i] = std::exp2(std::log2(xMax) * i / (kPoints - 1));
    const ServingSweep sweep = servingSweep(in, batches);
    Eigen::ArrayXd cost(kPoints);
    for (int i = 0; i < kPoints; ++i)
        cost[i] = costPerMillionTokens(price, sweep.tokensPerSecond[i]);

    m_tokens->replace(points(sweep.batch, sweep.tokensPerSecond));
    // A device without a price has no cost curve rather than a curve at zero.
    const bool priced = price > 0;
    m_cost->replace(priced ? points(sweep.batch, cost) : QList<QPointF>{});
    m_cost->setVisible(priced);
    refreshPinnedCurves(batches);
    m_costAxis->setVisible(priced || m_pinnedCost->count() > 0);

    // The ranges cover A's curves too (empty when nothing is pinned).
    const auto [yMin, yMax] = decades(m_tokens->points() + m_pinnedTokens->points());
    const auto [costMin, costMax] = decades(m_cost->points() + m_pinnedCost->points());
    setAxisRange(m_batchAxis, 1, xMax);
    setAxisRange(m_tokensAxis, yMin * (1 - kDecadeSlack), yMax * (1 + kDecadeSlack));
    m_tokensAxis->setLabelFormat(labelFormatFor(yMin));
    setAxisRange(m_costAxis, costMin * (1 - kDecadeSlack), costMax * (1 + kDecadeSlack));
    m_costAxis->setLabelFormat(labelFormatFor(costMin));
    m_batchAxis->setTitleText(tr("Batch B (sequences)"));
    m_tokensAxis->setTitleText(tr("Tokens/s"));
    m_costAxis->setTitleText(tr("€/M tokens"));

    // While A is drawn, B's curves say they are B's.
    const bool compared = pinned() != nullptr;
    const qreal w = 3 * zoom();
    const QString tokens = tr("Tokens/s"), costName = tr("€/M tokens at %1/h").arg(Format::euros(price, 2));
    m_tokens->setName(compared ? ab::tagged(tokens, false) : tokens);
    m_tokens->setPen(QPen(style::kPrimary, w));
    m_cost->setName(compared ? ab::tagged(costName, false) : costName);
    m_cost->setPen(QPen(style::kComputeBound, w));

    // Untagged even when A is drawn: "B = 8 (B)" would read as a stutter; A's marker is the tagged one.
    const QString current = tr("B = %1").arg(Format::fixed(batch, 0));
    m_current->replace({QPointF(batch, yMin), QPointF(batch, yMax)});
    m_current->setName(current);
    m_current->setPen(QPen(style::kAccent, 2 * zoom()));
    m_labels.set(m_currentLabel, labelFont(), current, QPointF(batch, yMin), true);

    // Out of the plotted batches the knee has no line; emptying it keeps its legend entry hidden.
    const double knee = kneeBatch(in);
    const bool kneeShown = std::isfinite(knee) && knee >= 1 && knee <= xMax;
    const QString kneeText = tr("B* ≈ %1").arg(Format::significant(knee, 3));
    m_knee->replace(kneeShown ? QList<QPointF>{QPointF(knee, yMin), QPointF(knee, yMax)} : QList<QPointF>{});
    m_knee->setName(kneeText);
    m_knee->setPen(QPen(style::kNeutral, 2 * zoom(), Qt::DashLine));
    m_labels.set(m_kneeLabel, labelFont(), kneeText, QPointF(kneeShown ? knee : 1, yMax), false, kneeShown);
    refreshPinnedMarker(yMin, yMax);

    const double maxFit = maxBatchThatFits(in);
    const double firstOverflow = std::max(1.0, maxFit + 1);
    const bool overflowShown = firstOverflow <= xMax;
    m_overflowTop->replace(overflowShown ? QList<QPointF>{QPointF(firstOverflow, yMax), QPointF(xMax, yMax)}
                                         : QList<QPointF>{});
    m_overflowBottom->replace(
        overflowShown ? QList<QPointF>{QPointF(firstOverflow, yMin), QPointF(xMax, yMin)} : QList<QPointF>{});
    m_overflow->setVisible(overflowShown);
    m_overflow->setName(maxFit > 0 ? tr("Does not fit (B > %1)").arg(Format::fixed(maxFit, 0))
                                   : tr("Weights do not fit"));
    m_labels.place(m_tokens);
}

void ServingThroughputChart::refreshPinnedCurves(const Eigen::ArrayXd &batches)
{
    const Scenario *a = pinned();
    if (!a) {
        for (QLineSeries *curve : {m_pinnedTokens, m_pinnedCost}) {
            curve->clear();
            curve->setVisible(false);
        }
        chart()->setTitle(QString());
        return;
    }
    const ServingSweep sweep = servingSweep(servingInputs(*a), batches);
    const double price = a->device().pricePerHour;
    Eigen::ArrayXd cost(batches.size());
    for (Eigen::Index i = 0; i < batches.size(); ++i)
        cost[i] = costPerMillionTokens(price, sweep.tokensPerSecond[i]);
    m_pinnedTokens->replace(points(sweep.batch, sweep.tokensPerSecond));
    m_pinnedTokens->setVisible(true);
    m_pinnedCost->replace(price > 0 ? points(sweep.batch, cost) : QList<QPointF>{});
    m_pinnedCost->setVisible(price > 0);
    const qreal w = 3 * zoom();
    m_pinnedTokens->setName(ab::tagged(tr("Tokens/s"), true));
    m_pinnedTokens->setPen(ab::pinnedPen(QPen(style::kPrimary, w)));
    m_pinnedCost->setName(ab::tagged(tr("€/M tokens at %1/h").arg(Format::euros(price, 2)), true));
    m_pinnedCost->setPen(ab::pinnedPen(QPen(style::kComputeBound, w)));
    // The same note as the latency chart beside it, rather than two more legend entries.
    QFont note = font();
    note.setPointSizeF(basePointSize());
    chart()->setTitleFont(note);
    chart()->setTitle(ChartLabels::pinnedNote(*scenario()));
}

void ServingThroughputChart::refreshPinnedMarker(double yMin, double yMax)
{
    m_labels.setPinnedBatch(m_pinnedCurrentLabel, m_pinnedCurrent,
                            {m_pinnedTokens, m_pinnedCost, m_pinnedCurrent}, pinned(), labelFont(), yMin,
                            yMax, zoom());
}

} // namespace infralab
