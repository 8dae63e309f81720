#include "costsensitivitychart.h"
#include "costscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "costextra.h"
#include "format.h"
#include "scenario.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <cmath>

namespace infralab {

namespace {
constexpr int kPoints = 61;
// log10 of a decade is not always exact: widening the range by a hair keeps the labels on the end decades.
constexpr double kDecadeSlack = 1e-9;
// Beyond six decades of cost the smallest labels would need an exponent; nothing below matters next to the
// top.
constexpr double kMaxDecades = 6;

double decadeBelow(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}
double decadeAbove(double v)
{
    return std::pow(10.0, std::ceil(std::log10(v * (1 + 1e-12))));
}
} // namespace

CostSensitivityChart::CostSensitivityChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_volumeAxis(new QLogValueAxis), m_costAxis(new QLogValueAxis)
{
    m_volumeAxis->setBase(10);
    m_volumeAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_volumeAxis->setMinorTickCount(8);
    m_volumeAxis->setRange(kMinVolume * (1 - kDecadeSlack), kMaxVolume * (1 + kDecadeSlack));
    m_costAxis->setBase(10);
    m_costAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_costAxis->setMinorTickCount(8);
    setLayerAxes(m_volumeAxis, {m_costAxis});
}

QString CostSensitivityChart::neverCross(CostOption a, CostOption b, const CostInputs &c) const
{
    const YearlyCostLine la = yearlyCostLine(a, c), lb = yearlyCostLine(b, c);
    const QString na = unbroken(optionName(a)), nb = unbroken(optionName(b));
    if (const std::optional<double> r = crossoverRequestsPerDay(a, b, c))
        return tr("%1 and %2 cross at %3 requests per day, outside the range shown.")
            .arg(na, nb, Format::fixed(*r, 0));
    auto same = [](double x, double y) {
        return std::abs(x - y) <= 1e-9 * std::max(std::abs(x), std::abs(y));
    };
    if (same(la.fixed, lb.fixed) && same(la.perRequestPerDay, lb.perRequestPerDay))
        return tr("%1 and %2 cost the same at every volume.").arg(na, nb);
    // Cheaper at every volume: compare anywhere, here in the middle of the range.
    const double middle = std::sqrt(kMinVolume * kMaxVolume);
    const QString cheaper = la.at(middle) <= lb.at(middle) ? na : nb;
    const bool apiCloud =
        (a == CostOption::Api && b == CostOption::Cloud) || (a == CostOption::Cloud && b == CostOption::Api);
    const CloudApiParity p = cloudApiParity(c);
    // A free API or a free GPU leaves no lever to quote: the plain sentence below says enough.
    if (apiCloud && la.fixed == 0 && lb.fixed == 0 && p.apiPerRequest > 0 && p.cloudPerRequest > 0) {
        const QString sentence =
            tr("%1 and %2 never cross: both grow linearly with volume (%3 against %4 per "
               "1,000 requests).")
                .arg(unbroken(optionName(CostOption::Api)), unbroken(optionName(CostOption::Cloud)),
                     euroAmount(p.apiPerRequest * 1000), euroAmount(p.cloudPerRequest * 1000));
        if (p.apiPerRequest < p.cloudPerRequest)
            return QString(
                sentence % u' ' %
                tr("GPU cloud would win everywhere with a batch above %1 (more load, larger batches), "
                   "a GPU under %2/h, or an API %3 times dearer (a bigger model).")
                    .arg(Format::significant(p.batch, 3), euroAmount(p.gpuPricePerHour),
                         Format::significant(p.apiPriceFactor, 2)));
        return QString(
            sentence % u' ' %
            tr("GPU cloud stays cheaper at every volume; a batch under %1, a GPU over %2/h or an API "
               "%3 times cheaper would turn it around.")
                .arg(Format::significant(p.batch, 3), euroAmount(p.gpuPricePerHour),
                     Format::significant(1 / p.apiPriceFactor, 2)));
    }
    if (la.perRequestPerDay == 0 && lb.perRequestPerDay == 0)
        return tr("%1 and %2 never cross: both are fixed costs (capacity bought up front); %3 stays cheaper.")
            .arg(na, nb, cheaper);
    return tr("%1 and %2 never cross: %3 is cheaper at every volume.").arg(na, nb, cheaper);
}

QList<QPointF> CostSensitivityChart::sample(const YearlyCostLine &line)
{
    QList<QPointF> pts;
    for (int i = 0; i < kPoints; ++i) {
        const double r = kMinVolume * std::pow(kMaxVolume / kMinVolume, double(i) / (kPoints - 1));
        const double y = line.at(r);
        if (std::isfinite(y) && y > 0) pts.append(QPointF(r, y)); // a log axis cannot place zero
    }
    return pts;
}

CostSensitivityChart::Scale CostSensitivityChart::scale() const
{
    // The decades and the unit cover every line drawn, B's and A's.
    double lo = INFINITY, hi = 0;
    for (const Scenario *s : drawnScenarios())
        for (CostOption o : kOptions)
            for (const QPointF &p : sample(yearlyCostLine(o, costInputs(*s)))) {
                lo = std::min(lo, p.y());
                hi = std::max(hi, p.y());
            }
    if (!(hi > 0)) {
        lo = 1;
        hi = 10;
    }
    const double top = std::max(decadeAbove(hi), decadeBelow(lo) * 10);
    const double bottom = std::max(decadeBelow(lo), top * std::pow(10.0, -kMaxDecades));
    return {bottom, top, euroUnit(top, 1e5 * (1 + 1e-9))};
}

ChartLayer CostSensitivityChart::layer(const Scenario &s) const
{
    const CostInputs c = costInputs(s);
    const Scale sc = scale();
    ChartLayer layer;
    for (CostOption o : kOptions) {
        QList<QPointF> pts = sample(yearlyCostLine(o, c));
        for (QPointF &p : pts)
            p.setY(p.y() / sc.unit.divisor);
        layer.curve(QString(QStringLiteral("yearly-") % optionId(o)), optionName(o),
                    QPen(optionColour(o), 3 * zoom()), pts);
    }
    const double volume = c.requestsPerDay;
    const bool volumeShown = volume >= kMinVolume && volume <= kMaxVolume;
    layer
        .rule(QStringLiteral("current-volume"), tr("your volume: %1/day").arg(Format::fixed(volume, 0)),
              QPen(style::kNeutral, 2 * zoom(), Qt::DashLine), volume, Qt::Vertical,
              ChartLayer::LabelEnd::None, {})
        .visible = volumeShown;
    // A's volume is named by A's copy alone, at the top of its line like B's (refresh(); the text steps off
    // B's), and only where it is not B's: the same line twice reads as one.
    ChartLayer::Item &pinnedVolume = layer.label(QStringLiteral("current-volume-text"),
                                                 tr("Pinned volume: %1/day").arg(Format::fixed(volume, 0)),
                                                 {volume, qInf()}, style::kNeutral.darker(120), false);
    pinnedVolume.live = false;
    pinnedVolume.differentOnly = true;
    pinnedVolume.visible = volumeShown;
    // The crossovers are B's only, with their texts (refresh()).
    QList<QPointF> crossings;
    for (int i = 0; i < int(kOptions.size()); ++i)
        for (int j = i + 1; j < int(kOptions.size()); ++j)
            if (const std::optional<double> r = crossoverRequestsPerDay(kOptions[i], kOptions[j], c);
                r && *r >= kMinVolume && *r <= kMaxVolume)
                crossings.append(QPointF(*r, yearlyCostLine(kOptions[i], c).at(*r) / sc.unit.divisor));
    ChartLayer::Item &dots = layer.scatter(QStringLiteral("crossovers"), tr("Crossovers"), style::kAccent,
                                           Qt::white, 12 * zoom(), crossings, 1);
    dots.inLegend = false;
    dots.compared = false;
    return layer;
}

void CostSensitivityChart::refresh()
{
    const CostInputs c = costInputs(*scenario());
    const Scale sc = scale();
    setAxisEuros(sc.unit.divisor);
    setAxisRange(m_costAxis, sc.bottom / sc.unit.divisor * (1 - kDecadeSlack),
                 sc.top / sc.unit.divisor * (1 + kDecadeSlack));
    setMarkerSpan(0, sc.bottom / sc.unit.divisor, sc.top / sc.unit.divisor);
    setAxisTitle(m_costAxis, tr("Cost per year (%1)").arg(sc.unit.symbol));
    setAxisTitle(m_volumeAxis, tr("Requests per day"));

    QList<Marker> markers;
    const double top = sc.top / sc.unit.divisor;
    const ChartLayer::Item *volume = liveLayer().find(QStringLiteral("current-volume"));
    if (volume->visible)
        markers.append({QPointF(volume->at, top), volume->name, style::kNeutral.darker(140)});
    QStringList sentences;
    for (int i = 0; i < int(kOptions.size()); ++i)
        for (int j = i + 1; j < int(kOptions.size()); ++j) {
            const CostOption a = kOptions[i], b = kOptions[j];
            const std::optional<double> r = crossoverRequestsPerDay(a, b, c);
            if (!r || *r < kMinVolume || *r > kMaxVolume) {
                sentences << neverCross(a, b, c);
                continue;
            }
            const QPointF p(*r, yearlyCostLine(a, c).at(*r) / sc.unit.divisor);
            const QString volumeText = tr("%1/day").arg(Format::fixed(*r, 0));
            markers.append({p, tr("%1 = %2: %3").arg(optionName(a), optionName(b), volumeText),
                            style::kAccent.darker(115), false, volumeText});
        }
    setSeriesMarkers(markers, QString(QStringLiteral("yearly-") % optionId(kOptions[0])));
    const QString comparison = pinnedDifferences(tr("Dashed lines"), costModelReads);
    setNote(comparison.isEmpty() ? sentences.join(u' ') : QString(comparison % u'\n' % sentences.join(u' ')));
}

} // namespace infralab
