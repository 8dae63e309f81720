#include "servingtable.h"
#include "hardwarescenario.h"

#include "measurestore.h"
#include "servingscenario.h"

#include "chartstyle.h"
#include "comparison.h"
#include "figures.h"
#include "format.h"
#include "language.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "selectablelabel.h"
#include "sizecachedelegate.h"
#include "tablecells.h"
#include "wraplabel.h"
#include "zoomfont.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>

namespace infralab {

namespace {
// Read from the back of a room: larger than the desktop's default.
constexpr qreal kTablePoints = 13;
constexpr qreal kCapacityPoints = 15;

// The batches of the course's printed table (section 03).
const QList<int> kCourseBatches = {1, 8, 32, 64, 128, 256};

// Without A the table has these columns; with A each headline column (TTFT … cost) has A's beside it.
enum Column
{
    Batch,
    Fits,
    Ttft,
    Tpot,
    TokensPerSecond,
    Latency,
    Cost,
    ColumnCount
};
constexpr int kHeadlines = ColumnCount - Ttft;
const char *const kHeaders[ColumnCount] = {
    QT_TRANSLATE_NOOP("infralab::ServingTable", "Batch"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "Fits?"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "TTFT"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "TPOT"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "Throughput"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "Latency"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "€/M tokens"),
};

/// A cell's or header's two-line form for a narrow table: the number above its unit, "12,3\nms". Breaks at
/// the last space, non-breaking ones included (the one before a unit is one); text without a space stays.
QString stackedValue(QString text)
{
    const qsizetype at =
        std::max({text.lastIndexOf(u' '), text.lastIndexOf(QChar(0x00A0)), text.lastIndexOf(QChar(0x202F))});
    if (at > 0) text[at] = u'\n';
    return text;
}

/// A header's two-line form: at its last ordinary space, when a word of more than two letters follows ("€/M
/// tokens", "TTFT (pinned)"); "Fits ?" keeps its question mark.
QString stackedHeader(QString text)
{
    const qsizetype at = text.lastIndexOf(u' ');
    if (at > 0 && text.size() - at > 3) text[at] = u'\n';
    return text;
}

} // namespace

ServingTable::ServingTable(Scenario *scenario, QWidget *parent)
    : QWidget(parent), m_scenario(scenario), m_scheduler(new RefreshScheduler(this, [this] { refresh(); })),
      m_caption(new WrapLabel(Qt::AutoText, this)), m_table(new QTableWidget(this)),
      m_capacity(new SelectableLabel(Qt::AutoText, this)),
      m_pinnedCapacity(new SelectableLabel(Qt::AutoText, this))
{
    zoomfont::setPoints(this, kTablePoints);

    m_table->setObjectName(QStringLiteral("serving-table"));
    m_table->setColumnCount(ColumnCount);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setItemDelegate(new SizeCacheDelegate(m_table)); // measured again at each resize to contents
    m_table->verticalHeader()->setVisible(false);
    // Fitted once per refresh (below): in ResizeToContents mode every cell's change measured every column.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    zoomfont::setPoints(m_table->horizontalHeader(), kTablePoints); // a header keeps the platform's font
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);

    m_capacity->setObjectName(QStringLiteral("capacity"));
    QFont bold = m_capacity->font();
    bold.setBold(true);
    m_capacity->setFont(bold);
    zoomfont::setPoints(m_capacity, kCapacityPoints);
    m_pinnedCapacity->setObjectName(QStringLiteral("pinned-capacity"));
    m_pinnedCapacity->setFont(bold);
    zoomfont::setPoints(m_pinnedCapacity, kCapacityPoints);
    m_pinnedCapacity->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_table);
    layout->addWidget(m_capacity);
    layout->addWidget(m_pinnedCapacity);
    layout->addStretch();

    m_scheduler->follow(scenario);
}

void ServingTable::flushRefresh()
{
    m_scheduler->flush();
}

void ServingTable::refresh()
{
    fillRows();
    fillCapacity();
}

void ServingTable::fillRows()
{
    const Scenario &s = *m_scenario;
    const Scenario *a = s.comparison().pinned();
    const ServingInputs in = servingInputs(s);
    const int current = s.integer(Key::ServingBatch);
    const double price = selectedDevice(s).pricePerHour;

    QString caption =
        tr("Course table (section 03) on %1 at %2/h; your batch is highlighted.")
            .arg(lab::nameInSentence(selectedDevice(s), language::current()), Format::euros(price, 2));
    if (a)
        caption += u'\n' + tr("%1. The current cells give the change from the pinned ones.",
                              "what the pinned scenario is, then how to read the current cells")
                               .arg(ab::describePinned(s));
    if (m_caption->text() != caption) m_caption->setText(caption);

    // With A pinned, each batch has two rows, A's above B's, in the same seven columns: A's columns beside
    // B's made twelve, wider than the page of a 1366 or a 1920 px window.
    m_pinnedRows = a != nullptr;
    QStringList headers;
    for (const char *header : kHeaders)
        headers << tr(header);
    cells::setHeaders(m_table, headers);
    QList<std::pair<QTableWidgetItem *, QString>> twoLines; // each cell's stacked form

    QList<int> batches = kCourseBatches;
    const int pinnedBatch = a ? a->integer(Key::ServingBatch) : current;
    for (int b : {current, pinnedBatch})
        if (!batches.contains(b)) batches.append(b);
    std::sort(batches.begin(), batches.end());
    m_table->setRowCount(int(batches.size()) * (a ? 2 : 1));
    const QColor highlight(style::kAccent.red(), style::kAccent.green(), style::kAccent.blue(), 50);
    const ServingInputs pinnedIn = a ? servingInputs(*a) : in;
    const double pinnedPrice = a ? selectedDevice(*a).pricePerHour : price;
    auto text = [this](int headline, double v) {
        switch (headline) {
        case TokensPerSecond - Ttft:
            return Format::perSecond(v, tr("tok"));
        case Cost - Ttft:
            return std::isnan(v) ? tr("no price") : Format::euros(v, 2);
        default:
            return Format::duration(v);
        }
    };
    auto headlines = [](const ServingPoint &p, double pricePerHour) -> std::array<double, kHeadlines> {
        return {p.ttft, p.tpot, p.tokensPerSecond, p.latency,
                pricePerHour > 0 ? costPerMillionTokens(pricePerHour, p.tokensPerSecond) : NAN};
    };
    int row = 0;
    for (const int b : batches) {
        const ServingPoint p = servingPoint(in, b);
        const ServingPoint pa = servingPoint(pinnedIn, b);
        const auto values = headlines(p, price), pinnedValues = headlines(pa, pinnedPrice);
        for (const bool pinnedSide : {true, false}) {
            if (pinnedSide && !a) continue;
            const ServingPoint &point = pinnedSide ? pa : p;
            const bool own = b == (pinnedSide ? pinnedBatch : current);
            // A's rows: italic (the palette's colours stay, light or dark), red where A's cache does not fit.
            QFont rowFont = font();
            rowFont.setBold(own);
            rowFont.setItalic(pinnedSide);
            const QBrush background = own ? QBrush(highlight) : QBrush();
            const QBrush foreground = pinnedSide && !point.fits ? QBrush(style::kBad) : QBrush();
            const QString tip =
                pinnedSide ? (!point.fits ? tr("The pinned scenario does not fit in memory at this batch")
                              : own       ? tr("The pinned scenario's batch")
                                          : QString())
                : own      ? tr("The scenario's batch")
                           : QString();
            auto fill = [&](int c, const QString &value, const QString &stacked, const QBrush &colour) {
                QTableWidgetItem *item = cells::at(
                    m_table, row, c, c == Fits ? Qt::AlignCenter : Qt::AlignRight | Qt::AlignVCenter);
                item->setText(value);
                twoLines.append({item, stacked});
                item->setFont(rowFont);
                item->setBackground(background);
                item->setForeground(colour);
                item->setToolTip(tip);
            };
            const QString batch = a ? ab::tagged(Format::fixed(b, 0), pinnedSide) : Format::fixed(b, 0);
            fill(Batch, batch, stackedHeader(batch), foreground);
            fill(Fits, point.fits ? tr("yes") : tr("NO"), point.fits ? tr("yes") : tr("NO"),
                 point.fits ? foreground : QBrush(style::kBad));
            for (int h = 0; h < kHeadlines; ++h) {
                const QString value = text(h, pinnedSide ? pinnedValues[h] : values[h]);
                const QString change =
                    a && !pinnedSide ? ab::relativeChange(pinnedValues[h], values[h]) : QString();
                if (change.isEmpty()) {
                    fill(Ttft + h, value, stackedValue(value), foreground);
                    continue;
                }
                // B's cells give their change from A; stacked, on a line of its own.
                fill(Ttft + h, tr("%1 (%2)", "B's value, then its change from A").arg(value, change),
                     stackedValue(value) + u'\n' +
                         tr("(%1)", "under B's value in a narrow table: its change from A").arg(change),
                     foreground);
            }
            ++row;
        }
    }
    fitToRoom(headers, twoLines);
}

void ServingTable::fitToRoom(const QStringList &headers,
                             const QList<std::pair<QTableWidgetItem *, QString>> &twoLines)
{
    m_table->resizeColumnsToContents();
    m_oneLineWidth = columnsWidth();
    const int room = roomWidth();
    m_stacked = (m_widthHeld && m_stacked) || (room > 0 && m_oneLineWidth > room);
    QHeaderView *rows = m_table->verticalHeader();
    rows->resetDefaultSectionSize();
    if (m_stacked) {
        QStringList stackedHeaders;
        for (const QString &header : headers)
            stackedHeaders << stackedHeader(header);
        cells::setHeaders(m_table, stackedHeaders);
        for (const auto &[item, text] : twoLines)
            item->setText(text);
        m_table->resizeColumnsToContents();
        // Two lines a row, as tall as the tallest row's two lines need: a shorter row elides the cell to one.
        m_table->resizeRowsToContents();
        int tallest = rows->defaultSectionSize();
        for (int row = 0; row < m_table->rowCount(); ++row)
            tallest = std::max(tallest, m_table->rowHeight(row));
        rows->setDefaultSectionSize(tallest);
    }
    // The columns' whole width is the least the table takes: the page gives it that much rather than a
    // scroll bar.
    const int width = columnsWidth();
    m_table->setMinimumWidth(m_widthHeld ? std::max(width, m_table->minimumWidth()) : width);
    // The rows of the scenario's batch (and A's) come and go as a dragged batch passes the course's batches. The
    // table keeps the height of its longest list, so that what is below it does not move and the page is not laid
    // out again at those steps.
    const int longest = (int(kCourseBatches.size()) + (m_pinnedRows ? 2 : 1)) * (m_pinnedRows ? 2 : 1);
    const QScrollBar *bar = m_table->horizontalScrollBar();
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() +
                            longest * rows->defaultSectionSize() + 2 * m_table->frameWidth() +
                            (bar->isVisible() ? bar->sizeHint().height() : 0));
}

int ServingTable::columnsWidth() const
{
    // The columns' own widths, as resizeColumnsToContents() gives them: the header's length also counts the
    // last column stretched over the table's present width, so a table given more room could never narrow
    // again, and a vertical scroll bar's width then put the page behind a sideways one. Called just after
    // resizeColumnsToContents(), the columns before the last have those widths already: measuring every cell
    // again was a third of the table's refresh. The last, stretched, is measured.
    const QAbstractItemView *view = m_table;
    const int last = m_table->columnCount() - 1;
    int width = 2 * m_table->frameWidth();
    for (int c = 0; c < last; ++c)
        width += m_table->columnWidth(c);
    if (last >= 0)
        width += std::max(m_table->horizontalHeader()->sectionSizeHint(last), view->sizeHintForColumn(last));
    return width;
}

void ServingTable::setWidthHeld(bool held)
{
    if (m_widthHeld == held) return;
    m_widthHeld = held;
    if (!held) m_scheduler->schedule();
}

int ServingTable::roomWidth()
{
    // The page's scroll area is the most any cell can have; outside one, 0: no limit known.
    return std::max(0, cells::scrollRoom(this, this, &m_watched));
}

bool ServingTable::eventFilter(QObject *watched, QEvent *event)
{
    // The page narrower than the one-line table: its cells go on two lines; back on one once there is room.
    if (watched == m_watched && event->type() == QEvent::Resize) {
        const int room = roomWidth();
        if ((room > 0 && m_oneLineWidth > room) != m_stacked) fillRows();
    }
    return QWidget::eventFilter(watched, event);
}

void ServingTable::changeEvent(QEvent *event)
{
    // A zoom changes every column's width: the table is fitted again.
    if (event->type() == QEvent::FontChange) m_scheduler->schedule();
    QWidget::changeEvent(event);
}

namespace {
/// Exercise 4's plan for one scenario: "200 req/s within 4 s on H100 SXM: 28 GPUs at batch 64 (margin 30 %)".
QString capacityText(const Scenario &s, bool *possible)
{
    const ServingInputs in = servingInputs(s);
    const double rate = s.number(Key::ServingRequestRate);
    const double slo = s.number(Key::ServingSloS);
    const double margin = s.number(Key::ServingMargin);
    const std::vector<BatchOption> options = capacityOptions(in);
    const std::optional<GpuPlan> plan =
        gpusFor(rate, slo, options, in.outputTokens, margin, in.tensorParallel);
    *possible = plan.has_value();

    const QString demand = ServingTable::tr("%1 within %2 on %3")
                               .arg(Format::perSecond(rate, ServingTable::tr("req")), Format::duration(slo),
                                    lab::nameInSentence(selectedDevice(s), language::current()));
    if (plan && in.tensorParallel > 1)
        return ServingTable::tr("%1: %2 GPUs (%3 model copies × t = %4) at batch %5 (margin %6)")
            .arg(demand, Format::fixed(plan->gpus, 0), Format::fixed(plan->replicas, 0),
                 Format::fixed(in.tensorParallel, 0), Format::fixed(plan->batch, 0), Format::percent(margin));
    if (plan && plan->gpus == 1)
        return ServingTable::tr("%1: 1 GPU at batch %2 (margin %3)")
            .arg(demand, Format::fixed(plan->batch, 0), Format::percent(margin));
    if (plan)
        return ServingTable::tr("%1: %2 GPUs at batch %3 (margin %4)")
            .arg(demand, Format::fixed(plan->gpus, 0), Format::fixed(plan->batch, 0),
                 Format::percent(margin));
    if (options.empty())
        return ServingTable::tr("%1: impossible, the weights and the cache of one sequence do not fit in memory")
            .arg(demand);
    return ServingTable::tr("%1: impossible, no batch meets the objective (batch 1 already takes %2)")
        .arg(demand, Format::duration(servingPoint(in, 1).latency));
}

void showCapacity(QLabel *label, const QString &text, bool possible, const QColor &normal)
{
    // Each set, even to the same value, repaints the label and the page around it.
    if (label->text() != text) label->setText(text);
    const QColor colour = possible ? normal : style::kBad;
    if (label->palette().color(QPalette::WindowText) == colour) return;
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, colour);
    label->setPalette(pal);
}
} // namespace

void ServingTable::fillCapacity()
{
    const Scenario &s = *m_scenario;
    const QColor normal = palette().color(QPalette::WindowText);
    bool possible = false;
    const QString text = capacityText(s, &possible);
    const Scenario *a = s.comparison().pinned();
    // With a scenario pinned both lines say whose plan they are, the pinned one's under the current one's.
    showCapacity(m_capacity, a ? ab::labelled(text, false) : text, possible, normal);
    m_pinnedCapacity->setVisible(a != nullptr);
    if (!a) return;
    const QString pinnedText = capacityText(*a, &possible);
    showCapacity(m_pinnedCapacity, ab::labelled(pinnedText, true), possible, normal);
}

} // namespace infralab
