#include "servinglatencychart.h"
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
// Below 0.1 ms the labels would turn scientific: no serving time of interest is that short.
constexpr double kFloorSeconds = 1e-4;
// Qt Charts localises only formats with an explicit precision ("%g" alone draws no label at all).
const QString kSecondsFormat = QStringLiteral("%.6g");

/// A log axis cannot place zero, negative or non-finite values: such points are left out.
QList<QPointF> points(const Eigen::ArrayXd &x, const Eigen::ArrayXd &y)
{
    QList<QPointF> out;
    out.reserve(x.size());
    for (Eigen::Index i = 0; i < x.size(); ++i)
        if (std::isfinite(y[i]) && y[i] > 0) out.append(QPointF(x[i], y[i]));
    return out;
}
} // namespace

ServingLatencyChart::ServingLatencyChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_ttft(new QLineSeries), m_tpot(new QLineSeries),
      m_latency(new QLineSeries), m_current(new QLineSeries), m_knee(new QLineSeries), m_slo(new QLineSeries),
      m_overflowTop(new QLineSeries(this)), m_overflowBottom(new QLineSeries(this)),
      m_overflow(new QAreaSeries(m_overflowTop, m_overflowBottom)), m_pinnedTtft(new QLineSeries),
      m_pinnedTpot(new QLineSeries), m_pinnedLatency(new QLineSeries), m_pinnedCurrent(new QLineSeries),
      m_batchAxis(new QLogValueAxis), m_timeAxis(new QLogValueAxis), m_labels(chart())
{
    m_ttft->setObjectName(QStringLiteral("ttft"));
    m_tpot->setObjectName(QStringLiteral("tpot"));
    m_latency->setObjectName(QStringLiteral("latency"));
    m_current->setObjectName(QStringLiteral("current-batch"));
    m_knee->setObjectName(QStringLiteral("knee"));
    m_slo->setObjectName(QStringLiteral("slo"));
    m_overflow->setObjectName(QStringLiteral("cache-overflow"));
    m_pinnedTtft->setObjectName(QStringLiteral("pinned-ttft"));
    m_pinnedTpot->setObjectName(QStringLiteral("pinned-tpot"));
    m_pinnedLatency->setObjectName(QStringLiteral("pinned-latency"));
    m_pinnedCurrent->setObjectName(QStringLiteral("pinned-current-batch"));

    m_batchAxis->setBase(2);
    m_batchAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_batchAxis->setMinorTickCount(0);
    m_timeAxis->setBase(10);
    m_timeAxis->setLabelFormat(kSecondsFormat);
    m_timeAxis->setMinorTickCount(8);
    chart()->addAxis(m_batchAxis, Qt::AlignBottom);
    chart()->addAxis(m_timeAxis, Qt::AlignLeft);

    // The shading goes first so that the curves are drawn over it; A under B.
    m_overflow->setColor(QColor(style::kBad.red(), style::kBad.green(), style::kBad.blue(), 45));
    m_overflow->setPen(Qt::NoPen);
    for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{
             m_overflow, m_pinnedTtft, m_pinnedTpot, m_pinnedLatency, m_pinnedCurrent, m_ttft, m_tpot,
             m_latency, m_current, m_knee, m_slo}) {
        chart()->addSeries(s);
        s->attachAxis(m_batchAxis);
        s->attachAxis(m_timeAxis);
    }
    // Marker lines carry their own text on the plot: the legend keeps room for the curves.
    for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{m_current, m_knee, m_slo})
        chart()->legend()->markers(s).constFirst()->setVisible(false);
    m_currentLabel = m_labels.add(style::kAccent);
    m_kneeLabel = m_labels.add(style::kNeutral.darker(140));
    m_sloLabel = m_labels.add(style::kAccent);
    m_pinnedCurrentLabel = m_labels.add(style::kAccent);
    connect(chart(), &QChart::plotAreaChanged, this, [this] { m_labels.place(m_ttft); });

    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString ServingLatencyChart::title() const
{
    return tr("Serving latency against the batch (theorem 4)");
}

QFont ServingLatencyChart::labelFont() const
{
    QFont f = font();
    f.setPointSizeF(basePointSize());
    f.setBold(true);
    return f;
}

void ServingLatencyChart::refresh()
{
    const Scenario &s = *scenario();
    const ServingInputs in = servingInputs(s);
    const int batch = s.integer(Key::ServingBatch);
    const int pinnedBatch = pinned() ? pinned()->integer(Key::ServingBatch) : batch;
    const double slo = s.number(Key::ServingSloS);

    // The course's table stops at 256; the chart shows up to 1024, or further when a batch (B's or A's) is
    // larger.
    const double xMax =
        std::max(1024.0, std::exp2(std::ceil(std::log2(double(std::max(batch, pinnedBatch))))));
    Eigen::ArrayXd batches(kPoints);
    for (int i = 0; i < kPoints; ++i)
        batches[i] = std::exp2(std::log2(xMax) * i / (kPoints - 1));
    const ServingSweep sweep = servingSweep(in, batches);

    m_ttft->replace(points(sweep.batch, sweep.ttft));
    m_tpot->replace(points(sweep.batch, sweep.tpot));
    m_latency->replace(points(sweep.batch, sweep.latency));
    refreshPinnedCurves(batches);

    double lo = slo, hi = slo;
    for (const QLineSeries *series : {m_ttft, m_tpot, m_latency, m_pinnedTtft, m_pinnedTpot, m_pinnedLatency})
        for (const QPointF &p : series->points()) {
            lo = std::min(lo, p.y());
            hi = std::max(hi, p.y());
        }
    const double yMin = std::max(kFloorSeconds, std::pow(10.0, std::floor(std::log10(lo))));
    const double yMax = std::max(yMin * 10, std::pow(10.0, std::ceil(std::log10(hi * 1.01))));
    setAxisRange(m_batchAxis, 1, xMax);
    setAxisRange(m_timeAxis, yMin * (1 - kDecadeSlack), yMax * (1 + kDecadeSlack));
    m_batchAxis->setTitleText(tr("Batch B (sequences)"));
    m_timeAxis->setTitleText(tr("Time (s)"));

    // While A is drawn, B's curves say they are B's.
    const bool compared = pinned() != nullptr;
    const qreal w = 3 * zoom();
    m_ttft->setName(compared ? ab::tagged(tr("TTFT"), false) : tr("TTFT"));
    m_ttft->setPen(QPen(style::kSky, w));
    m_tpot->setName(compared ? ab::tagged(tr("TPOT"), false) : tr("TPOT"));
    m_tpot->setPen(QPen(style::kComputeBound, w));
    m_latency->setName(compared ? ab::tagged(tr("Latency"), false) : tr("Latency"));
    m_latency->setPen(QPen(style::kPrimary, w));

    const QString current = tr("B = %1").arg(Format::fixed(batch, 0));
    m_current->replace({QPointF(batch, yMin), QPointF(batch, yMax)});
    m_current->setName(current);
    m_current->setPen(QPen(style::kAccent, 2 * zoom()));
    // Untagged even when A is drawn: "B = 8 (B)" would read as a stutter; A's marker is the tagged one.
    m_labels.set(m_currentLabel, labelFont(), current, QPointF(batch, yMin), true);

    const QString sloText = tr("SLO %1").arg(Format::duration(slo));
    m_slo->replace({QPointF(1, slo), QPointF(xMax, slo)});
    m_slo->setName(sloText);
    m_slo->setPen(QPen(style::kAccent, 2 * zoom(), Qt::DashLine));
    m_labels.set(m_sloLabel, labelFont(), sloText, QPointF(1, slo), true);

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
    m_labels.place(m_ttft);
}

void ServingLatencyChart::refreshPinnedCurves(const Eigen::ArrayXd &batches)
{
    const Scenario *a = pinned();
    const QList<QLineSeries *> curves = {m_pinnedTtft, m_pinnedTpot, m_pinnedLatency};
    if (!a) {
        for (QLineSeries *curve : curves) {
            curve->clear();
            curve->setVisible(false);
        }
        chart()->setTitle(QString());
        return;
    }
    const ServingSweep sweep = servingSweep(servingInputs(*a), batches);
    m_pinnedTtft->replace(points(sweep.batch, sweep.ttft));
    m_pinnedTpot->replace(points(sweep.batch, sweep.tpot));
    m_pinnedLatency->replace(points(sweep.batch, sweep.latency));
    const qreal w = 3 * zoom();
    m_pinnedTtft->setName(ab::tagged(tr("TTFT"), true));
    m_pinnedTtft->setPen(ab::pinnedPen(QPen(style::kSky, w)));
    m_pinnedTpot->setName(ab::tagged(tr("TPOT"), true));
    m_pinnedTpot->setPen(ab::pinnedPen(QPen(style::kComputeBound, w)));
    m_pinnedLatency->setName(ab::tagged(tr("Latency"), true));
    m_pinnedLatency->setPen(ab::pinnedPen(QPen(style::kPrimary, w)));
    for (QLineSeries *curve : curves)
        curve->setVisible(true);
    // Six curves would crowd the legend: A's entries give way to one note above the plot.
    QFont note = font();
    note.setPointSizeF(basePointSize());
    chart()->setTitleFont(note);
    chart()->setTitle(ChartLabels::pinnedNote(*scenario()));
}

void ServingLatencyChart::refreshPinnedMarker(double yMin, double yMax)
{
    m_labels.setPinnedBatch(m_pinnedCurrentLabel, m_pinnedCurrent,
                            {m_pinnedTtft, m_pinnedTpot, m_pinnedLatency, m_pinnedCurrent}, pinned(),
                            labelFont(), yMin, yMax, zoom());
}

} // namespace infralab
