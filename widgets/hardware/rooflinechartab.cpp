// The roofline chart's A/B side (comparison.h): A's roof and the operations that follow A's inputs, drawn
// hollow, and the hover texts of both sides' operations.
#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "language.h"
#include "rooflinechart.h"
#include "rooflinechart_p.h"
#include "scenario.h"

#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>

namespace infralab {

using namespace roofline_detail;

namespace {
// The operations whose place depends on the scenario's inputs (batch, prompt, model); the course's fixed
// products and convolution would only repeat B's points on A's roof.
const QStringList kPinnedIds = {QStringLiteral("decode"), QStringLiteral("prefill"),
                                QStringLiteral("attention")};

/// A count of floating-point operations, e.g. "137 GFLOP".
QString flopCount(double v)
{
    if (v >= 1e12) return RooflineChart::tr("%1 TFLOP").arg(Format::significant(v / 1e12));
    if (v >= 1e9) return RooflineChart::tr("%1 GFLOP").arg(Format::significant(v / 1e9));
    return RooflineChart::tr("%1 MFLOP").arg(Format::significant(v / 1e6));
}

/// A's roof: its device's peak in A's precision and its bandwidth.
std::pair<double, double> pinnedRoof(const Scenario &a)
{
    return {a.peak(), std::max(a.device().bandwidth, 1.0)};
}
} // namespace

void RooflineChart::createPinned()
{
    m_pinnedRoof = addLine(style::kPrimary);
    m_pinnedRoof->setObjectName(QStringLiteral("pinned-roof"));
    auto hollow = [this](const QString &name) {
        auto *s = new QScatterSeries(this);
        s->setObjectName(name);
        s->setMarkerSize(20);
        s->setBrush(QBrush(Qt::transparent)); // a ring around B's disc when both fall on the same spot
        connect(s, &QScatterSeries::hovered, this,
                [this](const QPointF &point, bool state) { onHovered(point, state, true); });
        return s;
    };
    m_pinnedMemoryBound = hollow(QStringLiteral("pinned-memory-bound"));
    m_pinnedComputeBound = hollow(QStringLiteral("pinned-compute-bound"));
    for (qsizetype i = 0; i < kPinnedIds.size(); ++i)
        m_pinnedLabels.append({addLabel(Qt::black), {}, false});
}

std::pair<double, double> RooflineChart::pinnedRange() const
{
    const Scenario *a = pinned();
    if (!a) return {std::numeric_limits<double>::infinity(), 0};
    const auto [peak, bandwidth] = pinnedRoof(*a);
    // As for B: the lowest of A's operations, counting decode at its lowest batch (1).
    const double params = a->number(Key::ModelParams);
    const double active = params * a->number(Key::ModelActiveRatio);
    double lowest = llmDecode(params, active, 1, bytesPerValue(a->precision())).intensity();
    for (const RooflinePoint &point : rooflinePoints(*a))
        if (kPinnedIds.contains(point.id)) lowest = std::min(lowest, point.op.intensity());
    return {attainableFlops(peak, std::max(lowest, kXMin), bandwidth) / kTera, peak / kTera};
}

void RooflineChart::updatePinned()
{
    const Scenario &s = *scenario();
    const Scenario *a = pinned();
    const auto [peak, bandwidth] = a ? pinnedRoof(*a) : std::pair{0.0, 1.0};

    // A's roof only when it is not B's: the same device in the same precision would draw over it.
    const bool roof = a && (peak != s.peak() || bandwidth != std::max(s.device().bandwidth, 1.0));
    if (roof != m_pinnedRoofShown) {
        roof ? attach(m_pinnedRoof) : detach(m_pinnedRoof);
        m_pinnedRoofShown = roof;
    }
    if (roof) {
        m_pinnedRoof->replace(
            {{kXMin, kXMin * bandwidth / kTera}, {peak / bandwidth, peak / kTera}, {kXMax, peak / kTera}});
        m_pinnedRoof->setPen(ab::pinnedPen(linePen(style::kPrimary, 3 * zoom())));
        const Precision precision = effectivePrecision(a->device(), a->precision());
        const QString name =
            tr("%1, %2 peak")
                .arg(a->device().name(language::current()), QLatin1String(precisionKey(precision)));
        if (m_pinnedRoof->name() != ab::tagged(name, true)) m_pinnedRoof->setName(ab::tagged(name, true));
    }

    // A's points: hollow, in the colour of their regime on A's roof; their labels say "(A)", not the legend.
    if (bool(a) != m_pinnedPointsShown) {
        for (QScatterSeries *series : {m_pinnedMemoryBound, m_pinnedComputeBound})
            a ? attach(series, false) : detach(series);
        m_pinnedPointsShown = a != nullptr;
    }
    m_pinnedPoints.clear();
    QList<QPointF> memory, compute;
    const QList<RooflinePoint> all = a ? rooflinePoints(*a) : QList<RooflinePoint>{};
    for (qsizetype i = 0; i < kPinnedIds.size(); ++i) {
        Label &label = m_pinnedLabels[i];
        label.value = {};
        label.item->setText(QString());
        const auto found = std::find_if(all.cbegin(), all.cend(),
                                        [&](const RooflinePoint &p) { return p.id == kPinnedIds.at(i); });
        m_pinnedPoints.append(found != all.cend() ? *found : RooflinePoint{kPinnedIds.at(i), "", {}});
        if (found == all.cend() || !(found->op.intensity() > 0)) continue;
        const Operation &op = found->op;
        const QPointF value(op.intensity(), attainableFlops(peak, op.intensity(), bandwidth) / kTera);
        // Where A's operation is exactly B's, B's point already says it.
        const bool same = std::any_of(m_pointLabels.cbegin(), m_pointLabels.cend(),
                                      [&](const Label &b) { return b.value == value; });
        if (same) continue;
        (regime(op.flops, op.bytes, peak, bandwidth) == Regime::Memory ? memory : compute).append(value);
        label.value = value;
        label.item->setText(ab::tagged(QCoreApplication::translate("RooflinePoints", found->label), true));
    }
    m_pinnedMemoryBound->replace(memory);
    m_pinnedComputeBound->replace(compute);
    for (auto [series, colour] : {std::pair{m_pinnedMemoryBound, style::kMemoryBound},
                                  std::pair{m_pinnedComputeBound, style::kComputeBound}}) {
        series->setPen(ab::pinnedPen(QPen(colour, 3 * zoom())));
        series->setName(
            ab::tagged(series == m_pinnedMemoryBound ? tr("memory-bound") : tr("compute-bound"), true));
    }
}

void RooflineChart::onHovered(const QPointF &point, bool state, bool pinnedSide)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    // The series hand back the very point drawn; two operations may share it (decode at batch 64 and the
    // course's 64-row product almost do), the first one wins.
    const QList<RooflinePoint> &points = pinnedSide ? m_pinnedPoints : m_points;
    const QList<Label> &labels = pinnedSide ? m_pinnedLabels : m_pointLabels;
    for (qsizetype i = 0; i < points.size() && i < labels.size(); ++i)
        if (labels.at(i).value == point) {
            QToolTip::showText(QCursor::pos(), pointToolTip(points.at(i).id, pinnedSide), this);
            return;
        }
}

QString RooflineChart::pointToolTip(const QString &id, bool pinnedSide) const
{
    if (pinnedSide) {
        const Scenario *a = pinned();
        for (qsizetype i = 0; a && i < m_pinnedPoints.size() && i < m_pinnedLabels.size(); ++i)
            if (m_pinnedPoints.at(i).id == id && !m_pinnedLabels.at(i).item->text().isEmpty())
                return toolTipFor(m_pinnedPoints.at(i), a->device(), a->peak(),
                                  std::max(a->device().bandwidth, 1.0), true);
        return {};
    }
    const Device &dev = scenario()->device();
    for (const RooflinePoint &point : m_points)
        if (point.id == id)
            return toolTipFor(point, dev, scenario()->peak(), std::max(dev.bandwidth, 1.0), false);
    return {};
}

QString RooflineChart::toolTipFor(const RooflinePoint &point, const Device &dev, double peak,
                                  double bandwidth, bool pinnedSide) const
{
    const Operation &op = point.op;
    const bool memory = regime(op.flops, op.bytes, peak, bandwidth) == Regime::Memory;
    QString name = QCoreApplication::translate("RooflinePoints", point.label);
    QString device = dev.name(language::current());
    if (pinnedSide) {
        name = ab::tagged(name, true);
        device = ab::tagged(device, true);
    }
    return tr("<b>%1</b><br>Work: %2<br>Memory traffic: %3<br>Intensity: %4<br>Attainable: %5 on %6<br>"
              "Time ≥ %7: %8")
        .arg(name.toHtmlEscaped(), flopCount(op.flops), Format::bytes(op.bytes),
             Format::intensity(op.intensity()),
             Format::flops(attainableFlops(peak, op.intensity(), bandwidth)), device.toHtmlEscaped(),
             Format::duration(kernelTime(op.flops, op.bytes, peak, bandwidth)),
             memory ? tr("memory-bound") : tr("compute-bound"));
}

} // namespace infralab
