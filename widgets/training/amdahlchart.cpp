#include "amdahlchart.h"

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
    : ChartView(scenario, parent), m_amdahl(new QLineSeries), m_gustafson(new QLineSeries),
      m_ideal(new QLineSeries), m_ceiling(new QLineSeries), m_efficiency(new QLineSeries),
      m_current(new QLineSeries), m_pinnedAmdahl(new QLineSeries(this)),
      m_pinnedGustafson(new QLineSeries(this)), m_pinnedCurrent(new QLineSeries(this)),
      m_course(new QScatterSeries), m_gpuAxis(new QLogValueAxis), m_speedupAxis(new QLogValueAxis),
      m_efficiencyAxis(new QValueAxis)
{
    m_amdahl->setObjectName(QStringLiteral("amdahl"));
    m_gustafson->setObjectName(QStringLiteral("gustafson"));
    m_ideal->setObjectName(QStringLiteral("ideal"));
    m_ceiling->setObjectName(QStringLiteral("ceiling"));
    m_efficiency->setObjectName(QStringLiteral("efficiency"));
    m_current->setObjectName(QStringLiteral("current-gpus"));
    m_course->setObjectName(QStringLiteral("course-64"));
    m_pinnedAmdahl->setObjectName(QStringLiteral("amdahl-pinned"));
    m_pinnedGustafson->setObjectName(QStringLiteral("gustafson-pinned"));
    m_pinnedCurrent->setObjectName(QStringLiteral("current-gpus-pinned"));

    m_gpuAxis->setBase(2);
    m_gpuAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_gpuAxis->setMinorTickCount(0);
    m_speedupAxis->setBase(10);
    m_speedupAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_speedupAxis->setMinorTickCount(8);
    m_efficiencyAxis->setRange(0, 100);
    m_efficiencyAxis->setTickCount(6);
    m_efficiencyAxis->setLabelFormat(QStringLiteral("%.0f"));
    chart()->addAxis(m_gpuAxis, Qt::AlignBottom);
    chart()->addAxis(m_speedupAxis, Qt::AlignLeft);
    chart()->addAxis(m_efficiencyAxis, Qt::AlignRight);

    for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{m_ideal, m_gustafson, m_amdahl,
                                                                       m_ceiling, m_current, m_course}) {
        chart()->addSeries(s);
        s->attachAxis(m_gpuAxis);
        s->attachAxis(m_speedupAxis);
    }
    chart()->addSeries(m_efficiency);
    m_efficiency->attachAxis(m_gpuAxis);
    m_efficiency->attachAxis(m_efficiencyAxis);
    // Marker lines carry their own text on the plot: the legend keeps room for the curves.
    for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{m_ceiling, m_current})
        chart()->legend()->markers(s).constFirst()->setVisible(false);
    m_currentLabel = makeLabel(style::kAccent);
    m_pinnedLabel = makeLabel(style::kAccent);
    m_pinnedNote = makeLabel(kTextColour);
    m_pinnedNote.side = Label::Below;
    m_ceilingLabel = makeLabel(style::kPrimary.darker(130));
    // Below-right of their points: the Amdahl curve through a point rises to its right, above the text.
    for (Label &label : m_courseLabels) {
        label = makeLabel(kTextColour);
        label.side = Label::Below;
    }
    connect(chart(), &QChart::plotAreaChanged, this, &AmdahlChart::placeLabels);

    for (QAbstractAxis *axis : chart()->axes())
        styleAxis(axis);
}

QString AmdahlChart::title() const
{
    return tr("Speed-up against the GPU count (Amdahl, Gustafson)");
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
    label.item->setFont(f);
    label.item->setText(text);
    label.item->setVisible(shown);
    label.anchor = anchor;
}

void AmdahlChart::placeLabels()
{
    const QRectF plot = chart()->plotArea();
    for (const Label *label : {&m_currentLabel, &m_pinnedLabel, &m_pinnedNote, &m_ceilingLabel,
                               &m_courseLabels[0], &m_courseLabels[1]}) {
        const QPointF p = chart()->mapToPosition(label->anchor, m_amdahl);
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

void AmdahlChart::refresh()
{
    const Scenario &s = *scenario();
    const double serial = s.number(Key::TrainingSerialFraction);
    const double gpus = s.integer(Key::TrainingGpus);
    // The GPU axis covers A's n too.
    const double widest = pinned() ? std::max(gpus, double(pinned()->integer(Key::TrainingGpus))) : gpus;
    const double xMax = std::max(kMinGpuRange, std::exp2(std::ceil(std::log2(widest))));
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
    m_amdahl->replace(amdahl);
    m_gustafson->replace(gustafson);
    m_ideal->replace(ideal);
    m_efficiency->replace(efficiency);

    // Ideal n bounds every curve from above; the axis ends on the decade above it.
    const double yMax = std::pow(10.0, std::ceil(std::log10(xMax * 1.01)));
    m_gpuMax = xMax;
    fitGpuAxisBase();
    setAxisRange(m_gpuAxis, 1, xMax);
    setAxisRange(m_speedupAxis, 1 - kDecadeSlack, yMax * (1 + kDecadeSlack));
    m_gpuAxis->setTitleText(tr("GPUs n"));
    m_speedupAxis->setTitleText(tr("Speed-up (×)"));
    m_efficiencyAxis->setTitleText(tr("Efficiency (%)"));

    // "5 %" for the course's values, "2.5 %" when the slider sits between whole percents.
    const bool wholePercent = std::abs(serial * 100 - std::round(serial * 100)) < 1e-9;
    const QString s100 = Format::percent(serial, wholePercent ? 0 : 1);
    const qreal w = 3 * zoom();
    m_amdahl->setName(tr("Amdahl, s = %1").arg(s100));
    m_amdahl->setPen(QPen(style::kPrimary, w));
    m_gustafson->setName(tr("Gustafson, s = %1").arg(s100));
    m_gustafson->setPen(QPen(style::kComputeBound, w));
    m_ideal->setName(tr("Ideal (n)"));
    m_ideal->setPen(QPen(style::kNeutral, 2 * zoom(), Qt::DotLine));
    m_efficiency->setName(tr("Efficiency (right axis)"));
    m_efficiency->setPen(QPen(style::kMemoryBound, 2 * zoom(), Qt::DashLine));

    // Amdahl's ceiling 1/s: what no GPU count can beat. With no serial work there is none.
    const double ceiling = serial > 0 ? 1 / serial : 0;
    const bool ceilingShown = ceiling > 1 && ceiling < yMax;
    m_ceiling->replace(ceilingShown ? QList<QPointF>{{1, ceiling}, {xMax, ceiling}} : QList<QPointF>{});
    m_ceiling->setPen(QPen(style::kPrimary, 2 * zoom(), Qt::DashLine));
    setLabel(m_ceilingLabel, tr("ceiling 1/s = %1×").arg(Format::significant(ceiling, 3)),
             {1, ceilingShown ? ceiling : 1.0}, ceilingShown);
    m_ceilingLabel.side = Label::Above;

    QList<QPointF> course;
    for (size_t i = 0; i < kCourseSerial.size(); ++i) {
        const double v = amdahlSpeedup(kCourseSerial[i], kCourseGpus);
        course.append({kCourseGpus, v});
        setLabel(m_courseLabels[i],
                 tr("s = %1: %2×").arg(Format::percent(kCourseSerial[i]), Format::fixed(v, 1)),
                 {kCourseGpus, v});
    }
    m_course->replace(course);
    m_course->setName(tr("Course, 64 GPUs"));
    m_course->setColor(style::kNeutral);
    m_course->setBorderColor(Qt::white);
    m_course->setMarkerSize(12 * zoom());

    const double speedup = amdahlSpeedup(serial, gpus);
    m_current->replace({{gpus, 1}, {gpus, yMax}});
    m_current->setPen(QPen(style::kAccent, 2 * zoom()));
    const QString current = tr("n = %1: %2×, %3")
                                .arg(Format::fixed(gpus, 0), Format::significant(speedup, 3),
                                     Format::percent(amdahlEfficiency(serial, gpus)));
    setLabel(m_currentLabel, pinned() ? tr("%1: %2").arg(ab::letterB(), current) : current, {gpus, yMax / 3});

    QFont titleFont = font();
    titleFont.setPointSizeF(basePointSize() * 1.15);
    titleFont.setBold(true);
    chart()->setTitleFont(titleFont);
    const QString pinnedLine = refreshPinned(yMax);
    if (pinnedLine.isEmpty()) {
        chart()->setTitle(summary(gpus, serial).toHtmlEscaped());
    } else {
        m_amdahl->setName(ab::tagged(m_amdahl->name(), false));
        m_gustafson->setName(ab::tagged(m_gustafson->name(), false));
        chart()->setTitle(QString(tr("%1: %2").arg(ab::letterB(), summary(gpus, serial)).toHtmlEscaped() %
                                  QStringLiteral("<br>") % pinnedLine.toHtmlEscaped()));
    }
    placeLabels();
}

QString AmdahlChart::summary(double gpus, double serial)
{
    const bool wholePercent = std::abs(serial * 100 - std::round(serial * 100)) < 1e-9;
    const double speedup = amdahlSpeedup(serial, gpus);
    return tr("%1 GPUs, s = %2: speed-up %3×, efficiency %4")
        .arg(Format::fixed(gpus, 0), Format::percent(serial, wholePercent ? 0 : 1),
             Format::significant(speedup, 3), Format::percent(amdahlEfficiency(serial, gpus)));
}

QString AmdahlChart::refreshPinned(double yMax)
{
    const Scenario *a = pinned();
    // A's series are in the chart only while A is pinned: an empty series on log axes makes Qt warn.
    const std::initializer_list<QLineSeries *> pinnedSeries = {m_pinnedAmdahl, m_pinnedGustafson,
                                                               m_pinnedCurrent};
    const bool inChart = chart()->series().contains(m_pinnedAmdahl);
    if (!a) {
        for (QLineSeries *series : pinnedSeries) {
            if (inChart) chart()->removeSeries(series);
            series->setParent(this);
            series->clear();
        }
        m_pinnedLabel.item->setVisible(false);
        m_pinnedNote.item->setVisible(false);
        return {};
    }
    const double serial = a->number(Key::TrainingSerialFraction);
    const double gpus = a->integer(Key::TrainingGpus);
    // The same points as B's curves, on A's serial fraction.
    QList<QPointF> amdahl, gustafson;
    for (const QPointF &p : m_amdahl->points()) {
        amdahl.append({p.x(), amdahlSpeedup(serial, p.x())});
        gustafson.append({p.x(), gustafsonSpeedup(serial, p.x())});
    }
    m_pinnedAmdahl->replace(amdahl);
    m_pinnedGustafson->replace(gustafson);
    const bool wholePercent = std::abs(serial * 100 - std::round(serial * 100)) < 1e-9;
    const QString s100 = Format::percent(serial, wholePercent ? 0 : 1);
    const qreal w = 3 * zoom();
    m_pinnedAmdahl->setName(ab::tagged(tr("Amdahl, s = %1").arg(s100), true));
    m_pinnedAmdahl->setPen(ab::pinnedPen(QPen(style::kPrimary, w)));
    m_pinnedGustafson->setName(ab::tagged(tr("Gustafson, s = %1").arg(s100), true));
    m_pinnedGustafson->setPen(ab::pinnedPen(QPen(style::kComputeBound, w)));
    // Seven legend entries would be cut short: A's curves are named once, under A's Amdahl curve's end.
    setLabel(m_pinnedNote, tr("dashed: %1, s = %2").arg(ab::letterA(), s100), amdahl.constLast());
    m_pinnedCurrent->replace({{gpus, 1}, {gpus, yMax}});
    m_pinnedCurrent->setPen(ab::pinnedPen(QPen(style::kAccent, 2 * zoom())));
    if (!inChart) {
        for (QLineSeries *series : pinnedSeries) {
            chart()->addSeries(series);
            series->attachAxis(m_gpuAxis);
            series->attachAxis(m_speedupAxis);
            // Seven legend entries would be cut short: A's curves are named on the plot.
            chart()->legend()->markers(series).constFirst()->setVisible(false);
        }
    }
    // Lower than B's text, so that the two stay apart when the two n are close.
    setLabel(m_pinnedLabel,
             tr("%1: n = %2: %3×, %4")
                 .arg(ab::letterA(), Format::fixed(gpus, 0),
                      Format::significant(amdahlSpeedup(serial, gpus), 3),
                      Format::percent(amdahlEfficiency(serial, gpus))),
             {gpus, yMax / 12});
    return tr("%1: %2").arg(ab::letterA(), summary(gpus, serial));
}

} // namespace infralab
