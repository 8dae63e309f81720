#include "amdahlchart.h"

#include "chartexport.h"
#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "scaling.h"
#include "scenario.h"

#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>

namespace infralab {

namespace {
constexpr int kPointsPerDoubling = 8;
// The course's printed lines: 64 GPUs with 1 % and 5 % of serial work (39.3× and 15.4×).
constexpr double kCourseGpus = 64;
constexpr std::array<double, 2> kCourseSerial = {0.01, 0.05};
// Up to 4096 GPUs, or further when n itself is larger.
constexpr double kMinGpuRange = 4096;
// Widening a log range by a hair keeps Qt from rounding its end labels away from the decades.
constexpr double kDecadeSlack = 1e-9;
// Black is what ChartView's theme turns into the profile's foreground.
const QColor kTextColour{Qt::black};
// Room for one GPU-axis label ("4096" and its spacing) at zoom 1.
constexpr double kLabelPitch = 56;
} // namespace

AmdahlChart::AmdahlChart(Scenario *scenario, QWidget *parent)
    : NamedChart(scenario, parent), m_gpuAxis(new QLogValueAxis), m_speedupAxis(new QLogValueAxis),
      m_efficiencyAxis(new QValueAxis)
{
    setExportCaption(trainingExportCaption); // the cluster, not the serving batch
    m_gpuAxis->setBase(2);
    m_gpuAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_gpuAxis->setMinorTickCount(0);
    m_speedupAxis->setBase(10);
    m_speedupAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_speedupAxis->setMinorTickCount(8);
    m_efficiencyAxis->setRange(0, 100);
    m_efficiencyAxis->setTickCount(6);
    m_efficiencyAxis->setLabelFormat(QStringLiteral("%.0f"));
    setLayerAxes(m_gpuAxis, {m_speedupAxis, m_efficiencyAxis});

    m_currentLabel = makeLabel(style::kAccent);
    m_ceilingLabel = makeLabel(style::kPrimary.darker(130));
    m_ceilingLabel.side = Label::Above;
    // Below-right of their points: the Amdahl curve through a point rises to its right, above the text.
    for (Label &label : m_courseLabels) {
        label = makeLabel(kTextColour);
        label.side = Label::Below;
    }
    connect(chart(), &QChart::plotAreaChanged, this, &AmdahlChart::placeLabels);
}

AmdahlChart::Label AmdahlChart::makeLabel(const QColor &colour)
{
    auto *item = new QGraphicsSimpleTextItem(chart());
    item->setBrush(colour);
    item->setZValue(10);
    return {item, {1, 1}, Label::Centred}; // a log axis cannot place (0, 0): it would warn until refreshed
}

void AmdahlChart::setLabel(Label &label, const QString &text, QPointF anchor, bool shown)
{
    QFont f = font();
    f.setPointSizeF(basePointSize());
    f.setBold(true);
    if (label.item->font() != f)
        label.item->setFont(f); // a simple text item lays itself out at each setFont()
    label.item->setText(text);
    label.item->setVisible(shown);
    label.anchor = anchor;
}

void AmdahlChart::placeLabels()
{
    QAbstractSeries *amdahl = layerSeries(QStringLiteral("amdahl"));
    if (!amdahl) return; // not drawn yet
    const QRectF plot = chart()->plotArea();
    for (const Label *label : {&m_currentLabel, &m_ceilingLabel, &m_courseLabels[0], &m_courseLabels[1]}) {
        const QPointF p = chart()->mapToPosition(label->anchor, amdahl);
        const QRectF r = label->item->boundingRect();
        qreal x = p.x() + 8;
        if (x + r.width() > plot.right()) x = p.x() - 8 - r.width();
        const qreal y = label->side == Label::Above   ? p.y() - 2 - r.height()
                        : label->side == Label::Below ? p.y() + 2
                                                      : p.y() - r.height() / 2;
        label->item->setPos(x, y);
    }
}

void AmdahlChart::resizeEvent(QResizeEvent *event)
{
    ChartView::resizeEvent(event);
    fitGpuAxisBase();
}

void AmdahlChart::fitGpuAxisBase()
{
    const double room = width() / (kLabelPitch * zoom());
    double base = 2;
    while (base < m_gpuMax && std::log(m_gpuMax) / std::log(base) + 1 > room)
        base *= 2;
    if (m_gpuAxis->base() != base) m_gpuAxis->setBase(base);
}

double AmdahlChart::gpuExtent() const
{
    int widest = 1;
    for (const Scenario *s : drawnScenarios())
        widest = std::max(widest, s->integer(Key::TrainingGpus));
    return std::max(kMinGpuRange, std::exp2(std::ceil(std::log2(double(widest)))));
}

ChartLayer AmdahlChart::layer(const Scenario &s) const
{
    const double serial = s.number(Key::TrainingSerialFraction);
    const double gpus = s.integer(Key::TrainingGpus);
    const double xMax = gpuExtent();
    const int count = int(std::log2(xMax)) * kPointsPerDoubling + 1;
    QList<QPointF> amdahl, gustafson, ideal, efficiency;
    for (QList<QPointF> *list : {&amdahl, &gustafson, &ideal, &efficiency})
        list->reserve(count);
    for (int i = 0; i < count; ++i) {
        const double n = std::exp2(double(i) / kPointsPerDoubling);
        amdahl.append({n, amdahlSpeedup(serial, n)});
        gustafson.append({n, gustafsonSpeedup(serial, n)});
        ideal.append({n, n});
        efficiency.append({n, 100 * amdahlEfficiency(serial, n)});
    }
    // "5 %" for the course's values, "2.5 %" when the slider sits between whole percents.
    const bool wholePercent = std::abs(serial * 100 - std::round(serial * 100)) < 1e-9;
    const QString s100 = Format::percent(serial, wholePercent ? 0 : 1);
    const qreal w = 3 * zoom();
    ChartLayer layer;
    layer.caption = summary(gpus, serial);
    layer
        .curve(QStringLiteral("ideal"), tr("Ideal (n)"), QPen(style::kNeutral, 2 * zoom(), Qt::DotLine),
               ideal)
        .compared = false;
    layer.curve(QStringLiteral("gustafson"), tr("Gustafson, s = %1").arg(s100), QPen(style::kComputeBound, w),
                gustafson);
    layer.curve(QStringLiteral("amdahl"), tr("Amdahl, s = %1").arg(s100), QPen(style::kPrimary, w), amdahl);
    // Amdahl's ceiling 1/s: what no GPU count can beat. With no serial work there is none: the hidden line
    // then stands at 1×, a place the speedup's log axis can take (Qt warns of a line at 0).
    const double ceiling = serial > 0 ? 1 / serial : 1;
    ChartLayer::Item &rule =
        layer.rule(QStringLiteral("ceiling"), tr("ceiling 1/s = %1×").arg(Format::significant(ceiling, 3)),
                   QPen(style::kPrimary, 2 * zoom(), Qt::DashLine), ceiling, Qt::Horizontal,
                   ChartLayer::LabelEnd::None, {});
    rule.compared = false;
    rule.visible = ceiling > 1 && ceiling < speedupCeiling();
    const double speedup = amdahlSpeedup(serial, gpus);
    const QString current = tr("n = %1: %2×, %3")
                                .arg(Format::fixed(gpus, 0), Format::significant(speedup, 3),
                                     Format::percent(amdahlEfficiency(serial, gpus)));
    layer.rule(QStringLiteral("current-gpus"), current, QPen(style::kAccent, 2 * zoom()), gpus, Qt::Vertical,
               ChartLayer::LabelEnd::None, {});
    // The texts only A's copy shows: its n, lower than B's (setCurrentLabels), so that the two stay apart
    // when the two n are close, and the name of its dashed curves under its Amdahl curve's end, as seven
    // legend entries would be cut short.
    layer
        .label(QStringLiteral("current-gpus-text"), ab::labelled(current, true),
               {gpus, speedupCeiling() / 12}, style::kAccent, false)
        .live = false;
    layer
        .label(QStringLiteral("curves-text"), tr("dashed: pinned, s = %1").arg(s100), amdahl.constLast(),
               kTextColour, false)
        .live = false;
    QList<QPointF> course;
    for (double courseSerial : kCourseSerial)
        course.append({kCourseGpus, amdahlSpeedup(courseSerial, kCourseGpus)});
    layer
        .scatter(QStringLiteral("course-64"), tr("Course, 64 GPUs"), style::kNeutral, Qt::white, 12 * zoom(),
                 course)
        .compared = false;
    layer.curve(QStringLiteral("efficiency"), tr("Efficiency (right axis)"),
                QPen(style::kMemoryBound, 2 * zoom(), Qt::DashLine), efficiency);
    ChartLayer::Item &efficiencyCurve = layer.items.last();
    efficiencyCurve.yAxis = 1;
    efficiencyCurve.compared = false;
    return layer;
}

double AmdahlChart::speedupCeiling() const
{
    // Ideal n bounds every curve from above; the axis ends on the decade above it.
    return std::pow(10.0, std::ceil(std::log10(gpuExtent() * 1.01)));
}

void AmdahlChart::refresh()
{
    const double xMax = gpuExtent(), yMax = speedupCeiling();
    m_gpuMax = xMax;
    fitGpuAxisBase();
    setAxisRange(m_gpuAxis, 1, xMax);
    setAxisRange(m_speedupAxis, 1 - kDecadeSlack, yMax * (1 + kDecadeSlack));
    setMarkerSpan(0, 1, yMax);
    setAxisTitle(m_gpuAxis, tr("GPUs n"));
    setAxisTitle(m_speedupAxis, tr("Speed-up (×)"));
    setAxisTitle(m_efficiencyAxis, tr("Efficiency (%)"));

    const ChartLayer::Item *ceiling = liveLayer().find(QStringLiteral("ceiling"));
    setLabel(m_ceilingLabel, ceiling->name, {1, ceiling->visible ? ceiling->at : 1.0}, ceiling->visible);
    for (size_t i = 0; i < kCourseSerial.size(); ++i) {
        const QPointF point = liveLayer().find(QStringLiteral("course-64"))->points.at(qsizetype(i));
        setLabel(m_courseLabels[i],
                 tr("s = %1: %2×").arg(Format::percent(kCourseSerial[i]), Format::fixed(point.y(), 1)),
                 point);
    }
    setCurrentLabels(yMax);

    setHeadlineTitleFont(); // the caption is the title
}

void AmdahlChart::setCurrentLabels(double yMax)
{
    const ChartLayer::Item *current = liveLayer().find(QStringLiteral("current-gpus"));
    const bool compared = drawnLayers().size() > 1;
    setLabel(m_currentLabel, compared ? ab::labelled(current->name, false) : current->name,
             {current->at, yMax / 3});
}

QString AmdahlChart::summary(double gpus, double serial)
{
    const bool wholePercent = std::abs(serial * 100 - std::round(serial * 100)) < 1e-9;
    const double speedup = amdahlSpeedup(serial, gpus);
    return tr("%1 GPUs, s = %2: speed-up %3×, efficiency %4")
        .arg(Format::fixed(gpus, 0), Format::percent(serial, wholePercent ? 0 : 1),
             Format::significant(speedup, 3), Format::percent(amdahlEfficiency(serial, gpus)));
}

} // namespace infralab
