#include "servingbatchchart.h"
#include "measurementsession.h"
#include "servingscenario.h"

#include "chartstyle.h"
#include "format.h"
#include "measurementtable.h"
#include "modelcheck.h"
#include "palette.h"
#include "scenario.h"

#include <QCursor>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <cmath>

namespace infralab {

namespace {
constexpr int kPoints = 64;
}

ServingBatchChart::ServingBatchChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_batchAxis(new QLogValueAxis)
{
    m_batchAxis->setBase(2);
    m_batchAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_batchAxis->setMinorTickCount(0);
    addAxis(m_batchAxis, Qt::AlignBottom);
}

double ServingBatchChart::batchExtent() const
{
    int largest = 1;
    for (const Scenario *s : drawnScenarios())
        largest = std::max(largest, s->integer(Key::ServingBatch));
    return std::max(1024.0, std::exp2(std::ceil(std::log2(double(largest)))));
}

Eigen::ArrayXd ServingBatchChart::batches() const
{
    const double xMax = batchExtent();
    Eigen::ArrayXd out(kPoints);
    for (int i = 0; i < kPoints; ++i)
        out[i] = std::exp2(std::log2(xMax) * i / (kPoints - 1));
    return out;
}

void ServingBatchChart::refreshBatchAxis()
{
    const double xMax = batchExtent();
    // Where every power of two does not fit, ChartView::fitAxisLabels() labels every other one, or every
    // fourth, from the base 2 set above. Choosing it here too made the two disagree at every step: two base
    // changes, each laying out every series of the chart again (callgrind: 40 of a step's 44 line updates).
    // A measured point at an end of the axis (B = 1 is the usual first run) would be cut in half by the
    // plot's edge: the axis then reaches a marker's width beyond it.
    constexpr double kMarkerRoom = 1.12;
    const auto [measuredLo, measuredHi] = measuredExtent(0, Qt::Horizontal);
    setAxisRange(m_batchAxis, measuredLo <= 1 ? measuredLo / kMarkerRoom : 1,
                 measuredHi >= xMax ? measuredHi * kMarkerRoom : xMax);
    setAxisTitle(m_batchAxis, tr("Batch B (sequences)"));
}

void ServingBatchChart::resizeEvent(QResizeEvent *event)
{
    ChartView::resizeEvent(event);
    refreshBatchAxis();
}

QList<QPointF> ServingBatchChart::positivePoints(const Eigen::ArrayXd &x, const Eigen::ArrayXd &y)
{
    QList<QPointF> out;
    out.reserve(x.size());
    for (Eigen::Index i = 0; i < x.size(); ++i)
        if (std::isfinite(y[i]) && y[i] > 0) out.append(QPointF(x[i], y[i]));
    return out;
}

void ServingBatchChart::addOverflow(ChartLayer &layer, const ServingInputs &in) const
{
    const double maxFit = maxBatchThatFits(in), xMax = batchExtent();
    const double firstOverflow = std::max(1.0, maxFit + 1);
    const QString name =
        maxFit > 0 ? tr("Does not fit (B > %1)").arg(Format::fixed(maxFit, 0)) : tr("Weights do not fit");
    const QColor shade(style::kBad.red(), style::kBad.green(), style::kBad.blue(), 45);
    ChartLayer::Item &band = layer.band(QStringLiteral("cache-overflow"), name, shade, firstOverflow, xMax);
    band.compared = false;
    band.visible = firstOverflow <= xMax;
}

void ServingBatchChart::addBatchMarkers(ChartLayer &layer, const Scenario &s, const ServingInputs &in) const
{
    // Untagged even when A is drawn: "B = 8 (B)" would read as a stutter; A's marker is the tagged one.
    const int batch = s.integer(Key::ServingBatch);
    layer.rule(QStringLiteral("current-batch"), tr("B = %1").arg(Format::fixed(batch, 0)),
               QPen(style::kAccent, 2 * zoom()), batch, Qt::Vertical, ChartLayer::LabelEnd::Start,
               style::kAccent);
    const double knee = kneeBatch(in);
    ChartLayer::Item &rule =
        layer.rule(QStringLiteral("knee"), tr("B* ≈ %1").arg(Format::significant(knee, 3)),
                   QPen(style::kNeutral, 2 * zoom(), Qt::DashLine), knee, Qt::Vertical,
                   ChartLayer::LabelEnd::End, style::kNeutral.darker(140));
    rule.compared = false;
    // Out of the plotted batches the knee has no line.
    rule.visible = std::isfinite(knee) && knee >= 1 && knee <= batchExtent();
}

} // namespace infralab

namespace infralab {

namespace {
const char *const kMeasuredIds[] = {"measured-ttft", "measured-tpot", "measured-tokens-per-second"};

std::optional<double> measuredValue(const ServingMeasurement &m, int what)
{
    return what == 0 ? m.ttft : what == 1 ? m.tpot : m.tokensPerSecond;
}
} // namespace

void ServingBatchChart::addMeasured(ChartLayer &layer, const Scenario &s, Measured what, int yAxis) const
{
    const int index = int(what);
    QList<QPointF> points, model;
    // The model at each run's own inputs (its batch, prompt and output tokens): the curves are drawn at the
    // scenario's prompt, so a run of another prompt length is read against this ring, not against the curve.
    for (const ServingCheck &c : checkModel(s, measurementsOf(s).points()).serving) {
        const auto v = measuredValue(c.measured, index);
        if (!v) continue;
        points.append({c.measured.batch, *v});
        const double m = index == 0 ? c.model.ttft : index == 1 ? c.model.tpot : c.model.tokensPerSecond;
        if (std::isfinite(m) && m > 0) model.append({c.measured.batch, m});
    }
    if (points.isEmpty()) return;
    const QString names[] = {tr("Measured TTFT"), tr("Measured TPOT"), tr("Measured tokens/s")};
    const QString modelNames[] = {tr("Model TTFT at the runs' inputs"), tr("Model TPOT at the runs' inputs"),
                                  tr("Model tokens/s at the runs' inputs")};
    // Filled with the colour of the curve they measure (TTFT, TPOT, tokens/s), ringed in black: told from
    // each other by their fill and from the model by their shape. The model's ring is drawn first, under, and
    // wider, so that where the two agree it circles the square.
    const QColor fills[] = {palette::colour(palette::Meaning::Ttft), palette::colour(palette::Meaning::Tpot),
                            palette::colour(palette::Meaning::Throughput)};
    const QString id = QLatin1String(kMeasuredIds[index]);
    if (!model.isEmpty()) {
        ChartLayer::Item &ring = layer.scatter(id + QStringLiteral("-model"), modelNames[index], Qt::white,
                                               fills[index], 16 * zoom(), model, 2.5 * zoom());
        ring.yAxis = yAxis;
        ring.compared = false;
    }
    ChartLayer::Item &item = layer.scatter(id, names[index], fills[index], Qt::black, 10 * zoom(), points);
    item.yAxis = yAxis;
    item.compared = false;
}

std::pair<double, double> ServingBatchChart::measuredExtent(int yAxis, Qt::Orientation along) const
{
    const bool batches = along == Qt::Horizontal; // the batches of every measured item, whatever its axis
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const ChartLayer::Item &item : liveLayer().items)
        if (item.id.startsWith(u"measured-") && (batches || item.yAxis == yAxis))
            for (const QPointF &p : item.points) {
                lo = std::min(lo, batches ? p.x() : p.y());
                hi = std::max(hi, batches ? p.x() : p.y());
            }
    return {lo, hi};
}

void ServingBatchChart::layerDrawn()
{
    for (const char *id : kMeasuredIds) {
        auto *series = qobject_cast<QScatterSeries *>(layerSeries(QLatin1String(id)));
        if (!series) continue;
        // Squares, where the model's own points are round: a measurement reads apart from a prediction.
        series->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        if (series->property("measuredTips").toBool()) continue;
        series->setProperty("measuredTips", true);
        connect(series, &QScatterSeries::hovered, this,
                [this, id = QString::fromLatin1(id)](const QPointF &p, bool state) {
                    showMeasuredTip(id, p, state);
                });
    }
}

void ServingBatchChart::showMeasuredTip(const QString &id, const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const int index =
        int(std::find(std::begin(kMeasuredIds), std::end(kMeasuredIds), id) - std::begin(kMeasuredIds));
    const ModelCheck check = checkModel(*scenario(), measurementsOf(*scenario()).points());
    for (const ServingCheck &c : check.serving) {
        const auto v = measuredValue(c.measured, index);
        if (!v || c.measured.batch != point.x() || *v != point.y()) continue;
        const double model = index == 0 ? c.model.ttft : index == 1 ? c.model.tpot : c.model.tokensPerSecond;
        auto shown = [index](double x) {
            return index == 2 ? Format::perSecond(x, tr("tok")) : Format::duration(x);
        };
        QToolTip::showText(QCursor::pos(),
                           tr("%1 (%2): measured %3, model %4, model's error %5")
                               .arg(c.measured.source,
                                    servingBatchText(c.measured.batch, c.measured.inFlight), shown(*v),
                                    shown(model), Format::signedPercent(errorPercent(model, *v) / 100, 1)));
        return;
    }
}

} // namespace infralab
