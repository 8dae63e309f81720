#include "rooflinetable.h"

#include "chartstyle.h"
#include "format.h"
#include "language.h"
#include "refreshscheduler.h"
#include "roofline.h"
#include "rooflinepoints.h"
#include "scenario.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QPainter>
#include <QPixmap>

namespace infralab {

namespace {
enum Column
{
    Name,
    Ridge,
    Decode,
    Training,
    Peak,
    Bandwidth,
    Memory,
    ColumnCount
};

/// A square of the device's chart colour, so that a row reads as the legend of its roof.
QIcon swatch(const QColor &color)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.fillRect(QRect(4, 4, 24, 24), color);
    return QIcon(pixmap);
}
} // namespace

RooflineTable::RooflineTable(Scenario *scenario, QWidget *parent)
    : QTableWidget(2, ColumnCount, parent), m_scenario(scenario),
      m_scheduler(new RefreshScheduler(this, [this] { refresh(); }))
{
    QFont f = font();
    f.setPointSizeF(std::max<qreal>(13.0, f.pointSizeF())); // read from the back of a classroom
    setFont(f);
    horizontalHeader()->setFont(f);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(false);
    const int icon = QFontMetrics(f).height();
    setIconSize(QSize(icon, icon));
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    for (int row = 0; row < rowCount(); ++row)
        for (int column = 0; column < columnCount(); ++column) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(column == Name ? Qt::AlignLeft | Qt::AlignVCenter
                                                  : Qt::AlignRight | Qt::AlignVCenter);
            setItem(row, column, item);
        }
    item(0, Name)->setIcon(swatch(style::kPrimary));
    item(1, Name)->setIcon(swatch(style::kCompare));
    for (int column = 0; column < columnCount(); ++column)
        setHorizontalHeaderItem(column, new QTableWidgetItem);
    connect(scenario, &Scenario::changed, m_scheduler, &RefreshScheduler::schedule);
    m_scheduler->schedule();
}

void RooflineTable::flushRefresh()
{
    m_scheduler->flush();
}

void RooflineTable::refresh()
{
    const Scenario &s = *m_scenario;
    const double mfu = s.number(QStringLiteral("training.mfu"));
    const double params = s.number(QStringLiteral("model.params"));
    const double active = params * s.number(QStringLiteral("model.active_ratio"));
    const QString precision = QLatin1String(precisionKey(s.precision()));
    const QStringList headers = {tr("Device"),
                                 tr("I* (FLOP/B)"),
                                 tr("Decode, batch 1 (tok/s)"),
                                 tr("Training, MFU %1 (tok/s)").arg(Format::percent(mfu)),
                                 tr("Peak"),
                                 tr("Bandwidth"),
                                 tr("Memory")};
    for (int column = 0; column < columnCount(); ++column)
        horizontalHeaderItem(column)->setText(headers.at(column));

    const Device *devices[] = {&s.device(), &s.compareDevice()};
    for (int row = 0; row < 2; ++row) {
        const Device &d = *devices[row];
        const Precision p = effectivePrecision(d, s.precision());
        const double peak = d.peakFor(p);
        const QString values[ColumnCount] = {
            d.name(language::current()),
            Format::significant(ridgePoint(peak, d.bandwidth)),
            Format::significant(
                decodeTokensPerSecondBatch1(d.bandwidth, params * bytesPerValue(s.precision()))),
            Format::significant(trainingTokensPerSecond(mfu, peak, active)),
            tr("%1 (%2)", "peak, precision").arg(Format::flops(peak), QLatin1String(precisionKey(p))),
            Format::bandwidth(d.bandwidth),
            Format::bytes(d.memory)};
        for (int column = 0; column < columnCount(); ++column)
            item(row, column)->setText(values[column]);
    }
    setToolTip(tr("Theorem 1 for both devices in %1: I* = peak / bandwidth, decode at batch 1 = bandwidth / "
                  "weight bytes, training = MFU × peak / 6N")
                   .arg(precision));
    resizeColumnsToContents();
    resizeRowsToContents();
}

void RooflineTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        setLocale(QLocale());
        m_scheduler->schedule();
    }
    QTableWidget::changeEvent(event);
}

} // namespace infralab
