#include "kvcachechart.h"
#include "hardwarescenario.h"

#include "axisticks.h"
#include "servingscenario.h"

#include "chartstyle.h"
#include "format.h"
#include "language.h"
#include "palette.h"
#include "scenario.h"

#include <QBarCategoryAxis>
#include <QValueAxis>
#include <cmath>

namespace infralab {

namespace {
// The axis unit: decimal gigabytes, as datasheets print memory (80 GB, not 74.5 GiB).
constexpr double kGB = 1e9;
constexpr double kBarWidth = 0.55;
// With A's bar above B's, the pair's share of the category: each bar as thick as in a lane of its own.
constexpr double kPairWidth = 0.55;

/// Weights, cache and free bytes of one GPU of one scenario at its own batch (its share of them on t GPUs).
struct Usage
{
    ServingInputs in;
    ServingPoint point;
    double usable, used, free;
};

Usage usage(const Scenario &s)
{
    Usage u{servingInputs(s), {}, 0, 0, 0};
    u.point = servingPoint(u.in, s.integer(Key::ServingBatch));
    u.usable = u.in.memory * u.in.memoryFraction;
    u.used = u.point.weightBytesPerGpu + u.point.kvBytesPerGpu;
    u.free = std::max(0.0, u.in.memory - u.used);
    return u;
}
} // namespace

KvCacheChart::KvCacheChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_deviceAxis(new QBarCategoryAxis), m_memoryAxis(new QValueAxis)
{
    // The limit lives on the category axis too: the bar is centred on 0, its category spans -0.5 … 0.5.
    setLayerAxes(m_memoryAxis, {m_deviceAxis});
    m_memoryAxis->setLabelFormat(QStringLiteral("%.0f"));
}

QString KvCacheChart::verdict(const Scenario &s) const
{
    const Usage u = usage(s);
    const QString used = Format::bytes(u.used), usable = Format::bytes(u.usable);
    const QString gpus = Format::fixed(u.in.tensorParallel, 0);
    const bool shared = u.in.tensorParallel > 1;
    if (!u.point.fits)
        return shared ? tr("Does not fit on each of %1 GPUs: needs %2, usable %3").arg(gpus, used, usable)
                      : tr("Does not fit: needs %1, usable %2").arg(used, usable);
    const double maxBatch = maxBatchThatFits(u.in);
    if (!std::isfinite(maxBatch)) return tr("Fits: %1 of %2 usable").arg(used, usable);
    return shared ? tr("Fits on each of %1 GPUs: %2 of %3 usable; batch up to %4")
                        .arg(gpus, used, usable, Format::fixed(maxBatch, 0))
                  : tr("Fits: %1 of %2 usable; batch up to %3").arg(used, usable, Format::fixed(maxBatch, 0));
}

ChartLayer KvCacheChart::layer(const Scenario &s) const
{
    const Usage u = usage(s);
    const ServingPoint &p = u.point;
    // Short legend entries: the precisions are on the toggles beside the chart. Red for both parts that
    // overflow: the fix is either fewer or smaller weights, or a smaller cache. The free share's light grey
    // would vanish once hatched: A's is hatched darker.
    QList<ChartLayer::BarSet> sets = {
        {QStringLiteral("weights"),
         tr("Weights %1").arg(Format::bytes(p.weightBytesPerGpu)),
         p.fits ? palette::colour(palette::Meaning::Weights) : style::kBad,
         {},
         {p.weightBytesPerGpu / kGB}},
        {QStringLiteral("kv-cache"),
         tr("KV cache %1").arg(Format::bytes(p.kvBytesPerGpu)),
         p.fits ? palette::colour(palette::Meaning::KvCache) : style::kBad.lighter(150),
         {},
         {p.kvBytesPerGpu / kGB}},
        {QStringLiteral("free"),
         tr("Free %1").arg(Format::bytes(u.free)),
         palette::colour(palette::Meaning::FreeMemory),
         palette::colour(palette::Meaning::FreeMemory).darker(140),
         {u.free / kGB}},
    };
    // Nothing free (the cache overflows): no "Free 0 B" entry, as the memory chart of Training names no part
    // it does not hold. Beside a pinned scenario with room left, the entry stays, in the chart's unit.
    sets.last().legendWhenZero = false;
    if (u.free <= 0) sets.last().name = tr("Free %1").arg(Format::noBreak(tr("0 GB")));
    ChartLayer layer;
    const QString device = selectedDevice(s).name(language::current());
    const int t = u.in.tensorParallel;
    const QString category = t > 1 ? tr("%1, one of %2").arg(device, Format::fixed(t, 0)) : device;
    ChartLayer::Item &bars = layer.bars(QStringLiteral("memory"), Qt::Horizontal, {category}, sets);
    bars.barWidth = kBarWidth;
    bars.pairedWidth = kPairWidth;
    ChartLayer::Item &limit =
        layer.rule(QStringLiteral("usable-limit"), tr("usable %1").arg(Format::bytes(u.usable)),
                   QPen(style::kAccent, 3 * zoom()), u.usable / kGB, Qt::Vertical, ChartLayer::LabelEnd::End,
                   style::kAccent);
    limit.legendName = tr("Usable (%1)").arg(Format::percent(u.in.memoryFraction));
    limit.inLegend = true;
    // Across the device's category only: while A's bar stands above B's, each limit stays on its own bar.
    limit.barCategory = 0;
    // The verdict is the chart's own title so that it stays large, above the bars, and in exports.
    layer.headline = verdict(s);
    // A verdict that fits takes the colour profile's text colour: a fixed dark grey vanished on the dark
    // background.
    if (!p.fits) layer.headlineColour = style::kBad;
    return layer;
}

void KvCacheChart::refresh()
{
    // Room for both bars drawn, A's too: each is as long as its device's memory, or what overflows it.
    double top = 0;
    for (const Scenario *drawn : drawnScenarios()) {
        const Usage u = usage(*drawn);
        top = std::max({top, u.in.memory, u.used});
    }
    setAxisTitle(m_memoryAxis, tr("Memory (GB)"));
    axisticks::setNiceAxisRange(m_memoryAxis, 0, top * 1.05 / kGB);
}

} // namespace infralab
