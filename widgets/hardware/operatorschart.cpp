#include "operatorschart.h"
#include "hardwarescenario.h"

#include "chartstyle.h"
#include "format.h"
#include "language.h"
#include "linecover.h"
#include "measurestore.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace infralab {

namespace {
// The roofline chart's fixed x range: the operators span I ≈ 0.5 (norms) to a few thousand (a prefill FFN).
constexpr double kXMin = 0.1, kXMax = 1e5;
constexpr double kTera = 1e12; // TFLOP/s on the y axis, as on the roofline
// Prefill's circles a size above decode's squares, drawn after them: an operator at the same place in both
// phases (the norms, the head) shows as a square in a ring.
constexpr qreal kPrefillSize = 19, kDecodeSize = 11;
constexpr double kHeadroom = 4; // the top of the y axis, in multiples of the peak: room for the texts
// Operators of a phase closer than this in log10 of their intensity (7 %) share one text: their markers
// overlap.
constexpr double kSamePlace = 0.03;

const QColor kPrefillColour = style::kCompare;
const QColor kDecodeColour = style::kAccent;

QString phaseKey(Phase phase)
{
    return phase == Phase::Prefill ? QStringLiteral("prefill") : QStringLiteral("decode");
}

QString valueKey(Phase phase, const QString &id, const char *what)
{
    return phaseKey(phase) + u'.' + id + u'.' + QLatin1String(what);
}

QString flopCount(double v)
{
    if (v >= 1e12) return OperatorsChart::tr("%1 TFLOP").arg(Format::significant(v / 1e12));
    if (v >= 1e9) return OperatorsChart::tr("%1 GFLOP").arg(Format::significant(v / 1e9));
    if (v >= 1e6) return OperatorsChart::tr("%1 MFLOP").arg(Format::significant(v / 1e6));
    return OperatorsChart::tr("%1 kFLOP").arg(Format::significant(v / 1e3));
}

/// The operator's full name, for its hover text (the plot carries the short one).
QString longName(const QString &id)
{
    static const QHash<QString, const char *> names = {
        {QStringLiteral("qkv"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "QKV projection")},
        {QStringLiteral("scores"),
         QT_TRANSLATE_NOOP("infralab::OperatorsChart", "Attention scores QKᵀ and softmax")},
        {QStringLiteral("attn-v"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "Attention × V")},
        {QStringLiteral("out-proj"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "Output projection")},
        {QStringLiteral("router"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "Router of the experts")},
        {QStringLiteral("ffn-gate"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "FFN gate")},
        {QStringLiteral("ffn-up"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "FFN up")},
        {QStringLiteral("ffn-down"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "FFN down")},
        {QStringLiteral("norms"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "The layer's two RMSNorms")},
        {QStringLiteral("lm-head"), QT_TRANSLATE_NOOP("infralab::OperatorsChart", "Output head (logits)")},
    };
    return QCoreApplication::translate("infralab::OperatorsChart", names.value(id, ""));
}
} // namespace

OperatorsChart::OperatorsChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_x(new QLogValueAxis(this)), m_y(new QLogValueAxis(this))
{
    for (QLogValueAxis *axis : {m_x, m_y}) {
        axis->setBase(10);
        axis->setLabelFormat(
            QStringLiteral("%.6g")); // Qt Charts 6.4 draws localized numbers from "%.Ng" only
        axis->setMinorTickCount(8);
        axis->setMinorGridLineVisible(false);
    }
    m_x->setRange(kXMin * (1 - 1e-9), kXMax); // a hair below 0.1 keeps its tick label (see the roofline)
    setLayerAxes(m_x, {m_y});
    connect(chart(), &QChart::plotAreaChanged, this, &OperatorsChart::layoutLabels);
}

QString OperatorsChart::title() const
{
    return NamedChart::title().arg(lab::nameInSentence(selectedDevice(*scenario()), language::current()),
                                   QLatin1String(precisionKey(selectedPrecision(*scenario()))));
}

ChartLayer OperatorsChart::layer(const Scenario &s) const
{
    const double peak = selectedPeak(s), bw = std::max(selectedDevice(s).bandwidth, 1.0);
    ChartLayer layer;
    layer.note = selectedDevice(s).name(language::current());
    layer.values = {{QStringLiteral("peak"), peak}, {QStringLiteral("bandwidth"), bw}};
    QPen roofPen(style::kPrimary, 3 * zoom());
    roofPen.setCapStyle(Qt::FlatCap);
    layer
        .curve(QStringLiteral("roof"),
               tr("Roof of %1: %2, %3").arg(layer.note, Format::flops(peak), Format::bandwidth(bw)), roofPen,
               {{kXMin, kXMin * bw / kTera}, {peak / bw, peak / kTera}, {kXMax, peak / kTera}})
        .differentOnly = true;
    const OperatorInputs in = operatorInputs(s);
    for (Phase phase : {Phase::Prefill, Phase::Decode}) {
        QList<QPointF> points;
        QStringList ids;
        for (const LayerOperator &o : layerOperators(in, phase)) {
            const double i = o.op.intensity();
            points.append({i, attainableFlops(peak, i, bw) / kTera});
            ids.append(o.id);
            layer.values.insert(valueKey(phase, o.id, "flops"), o.op.flops);
            layer.values.insert(valueKey(phase, o.id, "bytes"), o.op.bytes);
        }
        const bool prefill = phase == Phase::Prefill;
        const QString name = prefill ? tr("Prefill (circles): batch %1, prompts of %2 tokens")
                                     : tr("Decode (squares): batch %1, KV cache of %2 tokens");
        ChartLayer::Item &item =
            layer.scatter(phaseKey(phase), name.arg(Format::count(in.batch), Format::count(in.context)),
                          prefill ? kPrefillColour : kDecodeColour, Qt::white,
                          (prefill ? kPrefillSize : kDecodeSize) * zoom(), points);
        item.pointIds = ids;
    }
    return layer;
}

void OperatorsChart::refresh()
{
    m_ops = scenarioOperators(*scenario());
    // y from the lowest operator drawn (B's or A's) to above the highest roof, a decade apart at least.
    double low = qInf(), high = 0;
    for (const ChartLayer *l : drawnLayers()) {
        for (const ChartLayer::Item &item : l->items)
            for (const QPointF &p : item.points)
                if (item.kind == ChartLayer::Item::Kind::Scatter) low = std::min(low, p.y());
        high = std::max(high, l->values.value(QStringLiteral("peak")) / kTera);
    }
    if (!std::isfinite(low) || low <= 0) low = 1e-3;
    const double yLow = std::pow(10.0, std::floor(std::log10(low / 2))) * (1 - 1e-9);
    setAxisRange(m_y, yLow, kHeadroom * std::max(high, yLow * 10));
    setAxisTitle(m_x, tr("Arithmetic intensity (FLOP/byte)"));
    setAxisTitle(m_y, tr("Attainable throughput (TFLOP/s)"));
}

void OperatorsChart::layerDrawn()
{
    for (bool pinnedSide : {false, true}) {
        auto *series = qobject_cast<QScatterSeries *>(layerSeries(QStringLiteral("decode"), pinnedSide));
        if (series && series->markerShape() != QScatterSeries::MarkerShapeRectangle)
            series->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    }
    connectHover();
    updateLabels();
    layoutLabels();
}

void OperatorsChart::updateLabels()
{
    QStringList texts;
    QList<QColor> colours;
    m_anchors.clear();
    const double peak = selectedPeak(*scenario()), bw = std::max(selectedDevice(*scenario()).bandwidth, 1.0);
    for (Phase phase : {Phase::Decode, Phase::Prefill}) {
        QList<const LayerOperator *> ops;
        for (const LayerOperator &o : std::as_const(m_ops))
            if (o.phase == phase && o.op.intensity() > 0) ops.append(&o);
        // Pointers into m_ops: their order is the layer's, in which a group's names are written.
        std::stable_sort(ops.begin(), ops.end(), [](const LayerOperator *a, const LayerOperator *b) {
            return a->op.intensity() < b->op.intensity();
        });
        for (qsizetype i = 0; i < ops.size();) {
            const double first = ops.at(i)->op.intensity();
            qsizetype j = i;
            while (j < ops.size() && std::log10(ops.at(j)->op.intensity() / first) < kSamePlace)
                ++j;
            QList<const LayerOperator *> group = ops.mid(i, j - i);
            std::sort(group.begin(), group.end());
            QStringList names;
            for (const LayerOperator *o : std::as_const(group))
                names.append(QCoreApplication::translate("Operators", o->label));
            texts.append(names.join(QStringLiteral(" · ")));
            colours.append((phase == Phase::Prefill ? kPrefillColour : kDecodeColour).darker(130));
            m_anchors.append({first, attainableFlops(peak, first, bw) / kTera});
            i = j;
        }
    }
    while (m_labels.size() < texts.size()) {
        auto *item = new QGraphicsSimpleTextItem(chart());
        item->setZValue(100);
        item->setData(0, QStringLiteral("operator-label"));
        auto *leader = new QGraphicsLineItem(item);
        leader->setPen(QPen(style::kNeutral, 1));
        m_labels.append(item);
    }
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        m_labels[i]->setVisible(i < texts.size());
        if (i >= texts.size()) continue;
        m_labels[i]->setText(texts.at(i));
        m_labels[i]->setBrush(colours.at(i));
    }
}

void OperatorsChart::layoutLabels()
{
    QAbstractSeries *anchor = layerSeries(QStringLiteral("roof"));
    if (!anchor) return;
    const QRectF plot = chart()->plotArea();
    const qreal gap = kPrefillSize * zoom() / 2 + 3;
    QFont font = this->font();
    font.setPointSizeF(basePointSize());
    // Every marker's box is taken before any text is placed: no text hides an operator.
    QList<QRectF> taken;
    for (const LayerOperator &o : std::as_const(m_ops)) {
        const double i = o.op.intensity();
        const QPointF value(i, attainableFlops(selectedPeak(*scenario()), i,
                                               std::max(selectedDevice(*scenario()).bandwidth, 1.0)) /
                                   kTera);
        const QPointF p = chart()->mapToPosition(value, anchor);
        taken.append(QRectF(p - QPointF(gap, gap), QSizeF(2 * gap, 2 * gap)));
    }
    const DrawnSegments lines = drawnLines(chart());
    for (qsizetype i = 0; i < m_anchors.size() && i < m_labels.size(); ++i) {
        QGraphicsSimpleTextItem *item = m_labels.at(i);
        if (item->font() != font) item->setFont(font);
        const QPointF p = chart()->mapToPosition(m_anchors.at(i), anchor);
        // Six rows up and down: a cluster of operators at one intensity may need them all.
        const QRectF box = placeLabel(p, item->boundingRect().size(), gap, plot, taken, lines, 6);
        item->setPos(box.topLeft());
        taken.append(box);
        // A thin line to the point from a text that had to move away from it.
        const QPointF nearest(std::clamp(p.x(), box.left(), box.right()),
                              std::clamp(p.y(), box.top(), box.bottom()));
        QLineF leader(p, nearest);
        const bool far = leader.length() > 2.5 * gap;
        if (far) leader.setP1(leader.pointAt(gap / leader.length()));
        if (auto *line = qgraphicsitem_cast<QGraphicsLineItem *>(item->childItems().value(0))) {
            line->setLine(QLineF(item->mapFromParent(leader.p1()), item->mapFromParent(leader.p2())));
            line->setVisible(far);
        }
    }
}

void OperatorsChart::connectHover()
{
    if (m_hoverConnected) return;
    for (Phase phase : {Phase::Prefill, Phase::Decode}) {
        auto *series = qobject_cast<QScatterSeries *>(layerSeries(phaseKey(phase)));
        if (!series) return;
        connect(series, &QScatterSeries::hovered, this,
                [this, phase](const QPointF &point, bool state) { onHovered(phase, point, state); });
    }
    m_hoverConnected = true;
}

void OperatorsChart::onHovered(Phase phase, const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const ChartLayer::Item *item = liveLayer().find(phaseKey(phase));
    if (!item) return;
    // Operators at the same place share a marker: the hover text lists each.
    QStringList texts;
    for (qsizetype i = 0; i < item->points.size() && i < item->pointIds.size(); ++i)
        if (item->points.at(i) == point) texts.append(pointToolTip(phase, item->pointIds.at(i)));
    if (!texts.isEmpty()) QToolTip::showText(QCursor::pos(), texts.join(QStringLiteral("<hr>")), this);
}

QString OperatorsChart::pointToolTip(Phase phase, const QString &id) const
{
    const ChartLayer &layer = liveLayer();
    if (!layer.values.contains(valueKey(phase, id, "flops"))) return {};
    const Operation op{layer.values.value(valueKey(phase, id, "flops")),
                       layer.values.value(valueKey(phase, id, "bytes"))};
    const double peak = layer.values.value(QStringLiteral("peak")),
                 bw = layer.values.value(QStringLiteral("bandwidth"));
    const bool memory = regime(op.flops, op.bytes, peak, bw) == Regime::Memory;
    const bool perLayer = id != u"lm-head";
    return tr("<b>%1</b> (%2)<br>Work: %3<br>Memory traffic: %4<br>Intensity: %5<br>%6 on %7<br>Time ≥ %8 %9")
        .arg(longName(id).toHtmlEscaped(), phase == Phase::Prefill ? tr("prefill") : tr("decode"),
             flopCount(op.flops), Format::bytes(op.bytes), Format::intensity(op.intensity()),
             memory ? tr("memory-bound") : tr("compute-bound"), layer.note.toHtmlEscaped(),
             Format::duration(kernelTime(op.flops, op.bytes, peak, bw)),
             perLayer ? tr("per layer") : tr("for the whole model"));
}

} // namespace infralab
