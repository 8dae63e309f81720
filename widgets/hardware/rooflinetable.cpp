#include "rooflinetable.h"
#include "hardwarescenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "format.h"
#include "language.h"
#include "refreshscheduler.h"
#include "roofline.h"
#include "rooflinepoints.h"
#include "scenario.h"
#include "tablecells.h"
#include "zoomfont.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLayout>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QResizeEvent>
#include <QScrollArea>
#include <algorithm>
#include <limits>

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

/// A square of the device's chart colour, so that a row reads as the legend of its roof; hatched for A's rows
/// as A's bars are (comparison.h).
QIcon swatch(const QColor &color, bool pinnedSide = false)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    if (pinnedSide) {
        painter.fillRect(QRect(4, 4, 24, 24), ab::pinnedBrush(color));
        painter.setPen(QPen(color, 2));
        painter.drawRect(QRect(5, 5, 22, 22));
    } else {
        painter.fillRect(QRect(4, 4, 24, 24), color);
    }
    return QIcon(pixmap);
}

/// One row of the table: a device of scenario `s`, in s's precision, with s's model and MFU.
QStringList rowTexts(const Scenario &s, const Device &d)
{
    const double mfu = s.number(Key::TrainingMfu);
    const double params = s.number(Key::ModelParams);
    const double active = params * s.number(Key::ModelActiveRatio);
    const Precision p = effectivePrecision(d, selectedPrecision(s));
    const double peak = d.peakFor(p);
    return {d.name(language::current()), Format::significant(ridgePoint(peak, d.bandwidth)),
            Format::significant(decodeTokensPerSecondBatch1(
                d.bandwidth, decodeParametersRead(s, 1) * bytesPerValue(selectedPrecision(s)))),
            Format::significant(trainingTokensPerSecond(mfu, peak, active)),
            // The precision under the peak: the device may offer another than the one asked for.
            RooflineTable::tr("%1\n(%2)", "peak, precision")
                .arg(Format::flops(peak), QLatin1String(precisionKey(p))),
            Format::bandwidth(d.bandwidth), Format::deviceMemory(d.memory, d.memoryInGib)};
}
} // namespace

RooflineTable::RooflineTable(Scenario *scenario, QWidget *parent)
    : QTableWidget(2, ColumnCount, parent), m_scenario(scenario),
      m_scheduler(new RefreshScheduler(this, [this] { refresh(); }))
{
    // Read from the back of a classroom.
    zoomfont::setAtLeast(this, 13);
    zoomfont::setAtLeast(horizontalHeader(), 13);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(false);
    const int icon = fontMetrics().height();
    setIconSize(QSize(icon, icon));
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    m_scheduler->follow(scenario);
}

void RooflineTable::flushRefresh()
{
    m_scheduler->flush();
}

void RooflineTable::refresh()
{
    const Scenario &s = *m_scenario;
    const double mfu = s.number(Key::TrainingMfu);
    const QString precision = QLatin1String(precisionKey(selectedPrecision(s)));
    // Units and conditions on lines of their own: seven columns fit the width of a laptop's screen (1366 px,
    // in French too, whose words are longer; in presentation mode the table turns, fill()).
    const QStringList headers = {tr("Device"),
                                 tr("I*\n(FLOP/B)"),
                                 tr("Decode,\nbatch 1\n(tok/s)"),
                                 tr("Training,\nMFU %1\n(tok/s)").arg(Format::percent(mfu)),
                                 tr("Peak"),
                                 tr("Bandwidth"),
                                 tr("Memory")};

    QList<Row> rows = {{rowTexts(s, selectedDevice(s)), style::kPrimary, false},
                       {rowTexts(s, comparedDevice(s)), style::kCompare, false}};
    if (const Scenario *a = s.comparison().pinned()) {
        // A's devices under B's, each with A's precision, model and MFU. A's compare device only when its row
        // would say something B's does not.
        rows.append(Row{rowTexts(*a, selectedDevice(*a)), style::kPrimary, true});
        const QStringList compare = rowTexts(*a, comparedDevice(*a));
        if (compare != rows.at(1).texts) rows.append(Row{compare, style::kCompare, true});
        for (Row &row : rows)
            row.texts[Name] = ab::tagged(row.texts.at(Name), row.pinnedSide);
    }
    m_headers = headers;
    m_rows = rows;
    m_turnedWidth = 0; // new texts: the turned form's width is measured again
    setToolTip(tr("Theorem 1 for both devices in %1: I* = peak / bandwidth, decode at batch 1 = bandwidth / "
                  "weight bytes, training = MFU × peak / 6N")
                   .arg(precision));
    fill();
}

void RooflineTable::fill()
{
    // A device per row; turned a quarter when the page is narrower than the seven columns (a 1366 px screen
    // in presentation mode): a figure per row, a device per column, rather than a scroll bar.
    const int devices = int(m_rows.size());
    setRowCount(m_transposed ? ColumnCount - 1 : devices);
    setColumnCount(m_transposed ? devices + 1 : ColumnCount);
    for (int column = 0; column < columnCount(); ++column) {
        if (!horizontalHeaderItem(column)) setHorizontalHeaderItem(column, new QTableWidgetItem);
        const QString header = m_transposed ? (column == 0 ? QString() : m_rows.at(column - 1).texts.at(Name))
                                            : m_headers.at(column);
        horizontalHeaderItem(column)->setText(header);
        if (m_transposed && column > 0)
            horizontalHeaderItem(column)->setIcon(
                swatch(m_rows.at(column - 1).colour, m_rows.at(column - 1).pinnedSide));
        else if (!horizontalHeaderItem(column)->icon().isNull())
            horizontalHeaderItem(column)->setIcon(QIcon());
    }
    for (int r = 0; r < rowCount(); ++r)
        for (int column = 0; column < columnCount(); ++column) {
            // In the turned form the figure's header, on one line, names the row; on its two lines when the
            // page is narrower still (French at the laptop's largest zoom).
            const QString text = !m_transposed ? m_rows.at(r).texts.at(column)
                                 : column == 0
                                     ? (m_breakLabels ? m_headers.at(r + 1)
                                                      : QString(m_headers.at(r + 1)).replace(u'\n', u' '))
                                     : m_rows.at(column - 1).texts.at(r + 1);
            QTableWidgetItem *cell = cells::at(this, r, column,
                                               column == Name ? Qt::AlignLeft | Qt::AlignVCenter
                                                              : Qt::AlignRight | Qt::AlignVCenter);
            if (cell->text() != text) cell->setText(text);
            // The device's swatch, hatched for A's rows, makes a row read as the legend of its roof.
            const bool named = !m_transposed && column == Name;
            if (named != !cell->icon().isNull() || (named && r >= 2))
                cell->setIcon(named ? swatch(m_rows.at(r).colour, m_rows.at(r).pinnedSide) : QIcon());
        }
    resizeColumnsToContents();
    resizeRowsToContents();
    if (!m_transposed) m_wideWidth = horizontalHeader()->length() + 2 * frameWidth();
    // The turned form's columns are the least the table takes: the page gives it that much rather than a
    // scroll bar.
    setMinimumWidth(m_transposed ? horizontalHeader()->length() + 2 * frameWidth() : 0);
    if (!m_transposed) m_breakLabels = false;
    if (m_transposed && !m_breakLabels && minimumWidth() > roomWidth()) {
        m_breakLabels = true;
        fill();
    }
    if (m_transposed) m_turnedWidth = minimumWidth();
}

int RooflineTable::roomWidth()
{
    // The page's scroll area is the most the table can have; outside one, any width.
    const int room = cells::scrollRoom(this, this, &m_watched);
    return room < 0 ? std::numeric_limits<int>::max() : room;
}

void RooflineTable::resizeEvent(QResizeEvent *event)
{
    QTableWidget::resizeEvent(event);
    // Turned only where the turned form fits the page's room: wider still (a Xeon's figures beside A's in
    // presentation mode), it pushed the page past its room, was then wide enough to turn back, and the page
    // went between the two forms 30 times in one device switch (130 ms). The seven columns scroll instead.
    const int room = std::min(width(), roomWidth());
    const bool turn =
        isVisible() && m_wideWidth > 0 && room < m_wideWidth && (m_turnedWidth == 0 || m_turnedWidth <= room);
    if (turn == m_transposed) return;
    m_transposed = turn;
    fill();
}

bool RooflineTable::eventFilter(QObject *watched, QEvent *event)
{
    // The page narrowed under the turned table (the docks widen with a zoom): its names go on two lines.
    if (watched == m_watched && event->type() == QEvent::Resize && m_transposed && !m_breakLabels &&
        minimumWidth() > roomWidth())
        fill();
    return QTableWidget::eventFilter(watched, event);
}

void RooflineTable::changeEvent(QEvent *event)
{
    // The scheduler redraws the cells; the locale of the widget itself follows the default one.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        setLocale(QLocale());
    QTableWidget::changeEvent(event);
}

} // namespace infralab
