#include "servingtable.h"

#include "chartstyle.h"
#include "figures.h"
#include "format.h"
#include "language.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "tablecells.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace infralab {

namespace {
// Read from the back of a room: larger than the desktop's default.
constexpr qreal kTablePoints = 13;
constexpr qreal kCapacityPoints = 15;

// The batches of the course's printed table (section 03).
const QList<int> kCourseBatches = {1, 8, 32, 64, 128, 256};

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
const char *const kHeaders[ColumnCount] = {
    QT_TRANSLATE_NOOP("infralab::ServingTable", "Batch"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "Fits?"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "TTFT"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "TPOT"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "Throughput"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "Latency"),
    QT_TRANSLATE_NOOP("infralab::ServingTable", "€/M tokens"),
};
} // namespace

ServingTable::ServingTable(Scenario *scenario, QWidget *parent)
    : QWidget(parent), m_scenario(scenario), m_scheduler(new RefreshScheduler(this, [this] { refresh(); })),
      m_caption(new QLabel(this)), m_table(new QTableWidget(this)), m_capacity(new QLabel(this))
{
    QFont f = font();
    f.setPointSizeF(kTablePoints);
    setFont(f);

    m_caption->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("serving-table"));
    m_table->setColumnCount(ColumnCount);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    // Fitted once per refresh (below): in ResizeToContents mode every cell's change measured every column.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);

    m_capacity->setObjectName(QStringLiteral("capacity"));
    m_capacity->setWordWrap(true);
    m_capacity->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = f;
    big.setPointSizeF(kCapacityPoints);
    big.setBold(true);
    m_capacity->setFont(big);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_table);
    layout->addWidget(m_capacity);
    layout->addStretch();

    connect(scenario, &Scenario::changed, m_scheduler, &RefreshScheduler::schedule);
    m_scheduler->schedule();
}

void ServingTable::flushRefresh()
{
    m_scheduler->flush();
}

void ServingTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        m_scheduler->schedule();
    QWidget::changeEvent(event);
}

void ServingTable::refresh()
{
    fillRows();
    fillCapacity();
}

void ServingTable::fillRows()
{
    const Scenario &s = *m_scenario;
    const ServingInputs in = s.servingInputs();
    const int current = s.integer(QStringLiteral("serving.batch"));
    const double price = s.device().pricePerHour;

    m_caption->setText(tr("Course table (section 03) on %1 at %2/h; your batch is highlighted.")
                           .arg(s.device().name(language::current()), Format::euros(price, 2)));
    QStringList headers;
    for (const char *h : kHeaders)
        headers << tr(h);
    cells::setHeaders(m_table, headers);

    QList<int> batches = kCourseBatches;
    if (!batches.contains(current)) {
        batches.append(current);
        std::sort(batches.begin(), batches.end());
    }
    m_table->setRowCount(int(batches.size()));
    const QColor highlight(style::kAccent.red(), style::kAccent.green(), style::kAccent.blue(), 50);
    for (int row = 0; row < batches.size(); ++row) {
        const int b = batches.at(row);
        const ServingPoint p = servingPoint(in, b);
        const QString texts[ColumnCount] = {
            Format::fixed(b, 0),
            p.fits ? tr("yes") : tr("NO"),
            Format::duration(p.ttft),
            Format::duration(p.tpot),
            Format::perSecond(p.tokensPerSecond, tr("tok")),
            Format::duration(p.latency),
            price > 0 ? Format::euros(costPerMillionTokens(price, p.tokensPerSecond), 2) : tr("no price"),
        };
        const bool mine = b == current;
        QFont rowFont = font();
        rowFont.setBold(mine);
        for (int c = 0; c < ColumnCount; ++c) {
            QTableWidgetItem *item =
                cells::at(m_table, row, c, c == Fits ? Qt::AlignCenter : Qt::AlignRight | Qt::AlignVCenter);
            item->setText(texts[c]);
            item->setFont(rowFont);
            item->setBackground(mine ? QBrush(highlight) : QBrush());
            item->setToolTip(mine ? tr("The scenario's batch (serving.batch)") : QString());
            item->setForeground(c == Fits && !p.fits ? QBrush(style::kBad) : QBrush());
        }
    }
    m_table->resizeColumnsToContents();
}

void ServingTable::fillCapacity()
{
    const Scenario &s = *m_scenario;
    const ServingInputs in = s.servingInputs();
    const double rate = s.number(QStringLiteral("serving.request_rate"));
    const double slo = s.number(QStringLiteral("serving.slo_s"));
    const double margin = s.number(QStringLiteral("serving.margin"));
    const std::vector<BatchOption> options = capacityOptions(in);
    const std::optional<GpuPlan> plan = gpusFor(rate, slo, options, in.outputTokens, margin);

    const QString demand = tr("%1 within %2 on %3")
                               .arg(Format::perSecond(rate, tr("req")), Format::duration(slo),
                                    s.device().name(language::current()));
    QString text;
    if (plan && plan->gpus == 1)
        text = tr("%1: 1 GPU at batch %2 (margin %3)")
                   .arg(demand, Format::fixed(plan->batch, 0), Format::percent(margin));
    else if (plan)
        text = tr("%1: %2 GPUs at batch %3 (margin %4)")
                   .arg(demand, Format::fixed(plan->gpus, 0), Format::fixed(plan->batch, 0),
                        Format::percent(margin));
    else if (options.empty())
        text =
            tr("%1: impossible, the weights and the cache of one sequence do not fit in memory").arg(demand);
    else
        text = tr("%1: impossible, no batch meets the objective (batch 1 already takes %2)")
                   .arg(demand, Format::duration(servingPoint(in, 1).latency));
    m_capacity->setText(text);
    QPalette pal = m_capacity->palette();
    pal.setColor(QPalette::WindowText, plan ? palette().color(QPalette::WindowText) : style::kBad);
    m_capacity->setPalette(pal);
}

} // namespace infralab
