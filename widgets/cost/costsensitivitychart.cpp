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
    : CostChart(scenario, parent), m_current(new QLineSeries), m_pinnedCurrent(new QLineSeries),
      m_crossovers(new QScatterSeries), m_volumeAxis(new QLogValueAxis), m_costAxis(new QLogValueAxis)
{
    m_volumeAxis->setBase(10);
    m_volumeAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_volumeAxis->setMinorTickCount(8);
    m_volumeAxis->setRange(kMinVolume * (1 - kDecadeSlack), kMaxVolume * (1 + kDecadeSlack));
    m_costAxis->setBase(10);
    m_costAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_costAxis->setMinorTickCount(8);
    chart()->addAxis(m_volumeAxis, Qt::AlignBottom);
    chart()->addAxis(m_costAxis, Qt::AlignLeft);

    QList<QAbstractSeries *> all, unlisted;
    // A's lines first: B's are drawn over them where both coincide.
    for (CostOption o : kOptions) {
        auto *line = new QLineSeries;
        line->setObjectName(QString(QStringLiteral("yearly-") % optionId(o) % QStringLiteral("-a")));
        line->setVisible(false);
        m_pinnedLines.append(line);
        all.append(line);
        unlisted.append(line);
    }
    for (CostOption o : kOptions) {
        auto *line = new QLineSeries;
        line->setObjectName(QString(QStringLiteral("yearly-") % optionId(o)));
        m_lines.append(line);
        all.append(line);
    }
    m_current->setObjectName(QStringLiteral("current-volume"));
    m_pinnedCurrent->setObjectName(QStringLiteral("current-volume-a"));
    m_pinnedCurrent->setVisible(false);
    m_crossovers->setObjectName(QStringLiteral("crossovers"));
    m_crossovers->setColor(style::kAccent);
    m_crossovers->setBorderColor(Qt::white);
    all << m_pinnedCurrent << m_current << m_crossovers;
    unlisted << m_pinnedCurrent << m_current << m_crossovers;
    for (QAbstractSeries *s : all) {
        chart()->addSeries(s);
        s->attachAxis(m_volumeAxis);
        s->attachAxis(m_costAxis);
    }
    // Marker lines and points carry their own text on the plot, A's lines are named once in the note: the
    // legend keeps room for the options.
    for (QAbstractSeries *s : std::as_const(unlisted))
        chart()->legend()->markers(s).constFirst()->setVisible(false);
    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString CostSensitivityChart::title() const
{
    return tr("Yearly cost against the volume, with the crossover volumes");
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

void CostSensitivityChart::refresh()
{
    const Scenario &s = *scenario();
    const CostInputs c = costInputs(s);

    const Scenario *a = pinned();

    // Cost lines first in euros, to choose the decades and the unit; A's too, so that the axis covers both.
    double lo = INFINITY, hi = 0;
    auto sample = [&lo, &hi](const YearlyCostLine &line) {
        QList<QPointF> pts;
        for (int i = 0; i < kPoints; ++i) {
            const double r = kMinVolume * std::pow(kMaxVolume / kMinVolume, double(i) / (kPoints - 1));
            const double y = line.at(r);
            if (!std::isfinite(y) || y <= 0) continue; // a log axis cannot place zero
            pts.append(QPointF(r, y));
            lo = std::min(lo, y);
            hi = std::max(hi, y);
        }
        return pts;
    };
    QList<QList<QPointF>> lines, pinnedLines;
    for (CostOption o : kOptions) {
        lines.append(sample(yearlyCostLine(o, c)));
        pinnedLines.append(a ? sample(yearlyCostLine(o, costInputs(*a))) : QList<QPointF>{});
    }
    if (!(hi > 0)) {
        lo = 1;
        hi = 10;
    }
    const double top = std::max(decadeAbove(hi), decadeBelow(lo) * 10);
    const double bottom = std::max(decadeBelow(lo), top * std::pow(10.0, -kMaxDecades));
    const EuroUnit unit = euroUnit(top, 1e5 * (1 + 1e-9));
    m_unit = unit.divisor;

    const qreal w = 3 * zoom();
    auto scaled = [&unit](QList<QPointF> pts) {
        for (QPointF &p : pts)
            p.setY(p.y() / unit.divisor);
        return pts;
    };
    for (int i = 0; i < int(kOptions.size()); ++i) {
        const QString name = optionName(kOptions[i]);
        const QPen pen(optionColour(kOptions[i]), w);
        m_lines.at(i)->replace(scaled(lines.at(i)));
        m_lines.at(i)->setName(a ? ab::tagged(name, false) : name);
        m_lines.at(i)->setPen(pen);
        m_pinnedLines.at(i)->replace(scaled(pinnedLines.at(i)));
        m_pinnedLines.at(i)->setName(ab::tagged(name, true));
        m_pinnedLines.at(i)->setPen(ab::pinnedPen(pen));
        m_pinnedLines.at(i)->setVisible(a != nullptr);
    }
    setAxisRange(m_costAxis, bottom / unit.divisor * (1 - kDecadeSlack),
                 top / unit.divisor * (1 + kDecadeSlack));
    m_costAxis->setTitleText(tr("Cost per year (%1)").arg(unit.symbol));
    m_volumeAxis->setTitleText(tr("Requests per day"));

    QList<Marker> markers;
    const double volume = c.requestsPerDay;
    const bool volumeShown = volume >= kMinVolume && volume <= kMaxVolume;
    m_current->replace(volumeShown ? QList<QPointF>{QPointF(volume, bottom / unit.divisor),
                                                    QPointF(volume, top / unit.divisor)}
                                   : QList<QPointF>{});
    m_current->setPen(QPen(style::kNeutral, 2 * zoom(), Qt::DashLine));
    if (volumeShown)
        markers.append({QPointF(volume, top / unit.divisor),
                        tr("your volume: %1/day").arg(Format::fixed(volume, 0)),
                        style::kNeutral.darker(140)});
    // A's volume, dotted, only where it is not B's: the same line twice would read as one.
    const double pinnedVolume = a ? costInputs(*a).requestsPerDay : volume;
    const bool pinnedShown =
        a && pinnedVolume != volume && pinnedVolume >= kMinVolume && pinnedVolume <= kMaxVolume;
    m_pinnedCurrent->replace(pinnedShown ? QList<QPointF>{QPointF(pinnedVolume, bottom / unit.divisor),
                                                          QPointF(pinnedVolume, top / unit.divisor)}
                                         : QList<QPointF>{});
    m_pinnedCurrent->setPen(QPen(style::kNeutral, 2 * zoom(), Qt::DotLine));
    m_pinnedCurrent->setVisible(pinnedShown);
    // Showing a series shows its legend marker again: A is named once, in the note.
    for (QLineSeries *series : std::as_const(m_pinnedLines))
        chart()->legend()->markers(series).constFirst()->setVisible(false);
    chart()->legend()->markers(m_pinnedCurrent).constFirst()->setVisible(false);
    if (pinnedShown)
        markers.append({QPointF(pinnedVolume, top / unit.divisor),
                        tr("A's volume: %1/day").arg(Format::fixed(pinnedVolume, 0)),
                        style::kNeutral.darker(120), false, ab::letterA()});

    QList<QPointF> crossings;
    QStringList sentences;
    for (int i = 0; i < int(kOptions.size()); ++i)
        for (int j = i + 1; j < int(kOptions.size()); ++j) {
            const CostOption a = kOptions[i], b = kOptions[j];
            const std::optional<double> r = crossoverRequestsPerDay(a, b, c);
            if (!r || *r < kMinVolume || *r > kMaxVolume) {
                sentences << neverCross(a, b, c);
                continue;
            }
            const QPointF p(*r, yearlyCostLine(a, c).at(*r) / unit.divisor);
            crossings.append(p);
            const QString volumeText = tr("%1/day").arg(Format::fixed(*r, 0));
            markers.append({p, tr("%1 = %2: %3").arg(optionName(a), optionName(b), volumeText),
                            style::kAccent.darker(115), false, volumeText});
        }
    m_crossovers->replace(crossings);
    m_crossovers->setMarkerSize(12 * zoom());
    setMarkers(markers, m_lines.constFirst());
    const QString comparison = comparisonNote(tr("Dashed lines"));
    setNote(comparison.isEmpty() ? sentences.join(u' ') : QString(comparison % u'\n' % sentences.join(u' ')));
}

} // namespace infralab
