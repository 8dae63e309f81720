#include "kvcachechart.h"

#include "chartstyle.h"
#include "format.h"
#include "language.h"
#include "scenario.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>
#include <cmath>

namespace infralab {

namespace {
// The axis unit: decimal gigabytes, as datasheets print memory (80 GB, not 74.5 GiB).
constexpr double kGB = 1e9;
const QColor kFreeColour{225, 225, 225};
const QColor kTitleColour{30, 30, 30};
} // namespace

KvCacheChart::KvCacheChart(Scenario *scenario, QWidget *parent)
    : ChartView(scenario, parent), m_bars(new QHorizontalStackedBarSeries), m_weights(new QBarSet(QString())),
      m_cache(new QBarSet(QString())), m_free(new QBarSet(QString())), m_limit(new QLineSeries),
      m_limitText(new QGraphicsSimpleTextItem(chart())), m_deviceAxis(new QBarCategoryAxis),
      m_memoryAxis(new QValueAxis), m_laneAxis(new QValueAxis)
{
    m_bars->setObjectName(QStringLiteral("memory"));
    m_weights->setObjectName(QStringLiteral("weights"));
    m_cache->setObjectName(QStringLiteral("kv-cache"));
    m_free->setObjectName(QStringLiteral("free"));
    m_limit->setObjectName(QStringLiteral("usable-limit"));
    for (QBarSet *set : {m_weights, m_cache, m_free}) {
        set->append(0);
        set->setPen(QPen(Qt::white, 1));
        m_bars->append(set);
    }
    m_free->setColor(kFreeColour);
    m_bars->setBarWidth(0.55);

    chart()->addSeries(m_bars);
    chart()->addSeries(m_limit);
    chart()->addAxis(m_memoryAxis, Qt::AlignBottom);
    chart()->addAxis(m_deviceAxis, Qt::AlignLeft);
    // The limit is a line in value coordinates: it needs a vertical value axis spanning the bar's lane.
    chart()->addAxis(m_laneAxis, Qt::AlignRight);
    m_laneAxis->setRange(-0.5, 0.5);
    m_laneAxis->setVisible(false);
    m_bars->attachAxis(m_memoryAxis);
    m_bars->attachAxis(m_deviceAxis);
    m_limit->attachAxis(m_memoryAxis);
    m_limit->attachAxis(m_laneAxis);
    m_memoryAxis->setLabelFormat(QStringLiteral("%.0f"));

    m_limitText->setBrush(style::kAccent);
    m_limitText->setZValue(10);
    connect(chart(), &QChart::plotAreaChanged, this, &KvCacheChart::placeLimitText);

    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString KvCacheChart::title() const
{
    return tr("Device memory when serving: weights and KV cache");
}

void KvCacheChart::placeLimitText()
{
    if (m_limit->count() < 2) return;
    const QPointF top = chart()->mapToPosition(m_limit->at(1), m_limit);
    const QRectF r = m_limitText->boundingRect();
    // Right of the line, or left of it when the text would leave the plot.
    qreal x = top.x() + 6;
    if (x + r.width() > chart()->plotArea().right()) x = top.x() - 6 - r.width();
    m_limitText->setPos(x, top.y() + 4);
}

void KvCacheChart::refresh()
{
    const Scenario &s = *scenario();
    const ServingInputs in = s.servingInputs();
    const ServingPoint p = servingPoint(in, s.integer(QStringLiteral("serving.batch")));
    const double usable = in.memory * in.memoryFraction;
    const double used = p.weightBytes + p.kvBytes;
    const double freeBytes = std::max(0.0, in.memory - used);

    m_weights->replace(0, p.weightBytes / kGB);
    m_cache->replace(0, p.kvBytes / kGB);
    m_free->replace(0, freeBytes / kGB);
    // Short legend entries: the precisions are on the toggles beside the chart.
    m_weights->setLabel(tr("Weights %1").arg(Format::bytes(p.weightBytes)));
    m_cache->setLabel(tr("KV cache %1").arg(Format::bytes(p.kvBytes)));
    m_free->setLabel(tr("Free %1").arg(Format::bytes(freeBytes)));
    // Red for both parts that overflow: the fix is either fewer or smaller weights, or a smaller cache.
    m_weights->setColor(p.fits ? style::kPrimary : style::kBad);
    m_cache->setColor(p.fits ? style::kMemoryBound : style::kBad.lighter(150));

    m_deviceAxis->setCategories({s.device().name(language::current())});
    m_memoryAxis->setTitleText(tr("Memory (GB)"));
    m_memoryAxis->setRange(0, std::max(in.memory, used) * 1.05 / kGB);
    m_memoryAxis->applyNiceNumbers();

    const double x = usable / kGB;
    m_limit->replace({QPointF(x, -0.5), QPointF(x, 0.5)});
    m_limit->setName(tr("Usable (%1)").arg(Format::percent(in.memoryFraction)));
    m_limit->setPen(QPen(style::kAccent, 3 * zoom()));
    QFont labelFont = font();
    labelFont.setPointSizeF(basePointSize());
    labelFont.setBold(true);
    m_limitText->setFont(labelFont);
    m_limitText->setText(tr("usable %1").arg(Format::bytes(usable)));
    placeLimitText();

    // The verdict is the chart's own title so that it stays large, above the bars, and in exports.
    QString verdict;
    if (p.fits) {
        const double maxBatch = maxBatchThatFits(in);
        verdict = std::isfinite(maxBatch)
                      ? tr("Fits: %1 of %2 usable; batch up to %3")
                            .arg(Format::bytes(used), Format::bytes(usable), Format::fixed(maxBatch, 0))
                      : tr("Fits: %1 of %2 usable").arg(Format::bytes(used), Format::bytes(usable));
    } else {
        verdict = tr("Does not fit: needs %1, usable %2").arg(Format::bytes(used), Format::bytes(usable));
    }
    QFont titleFont = font();
    titleFont.setPointSizeF(basePointSize() * 1.15);
    titleFont.setBold(true);
    chart()->setTitleFont(titleFont);
    chart()->setTitleBrush(p.fits ? kTitleColour : style::kBad);
    chart()->setTitle(verdict);
}

} // namespace infralab
