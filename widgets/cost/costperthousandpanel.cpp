#include "costperthousandpanel.h"
#include "costscenario.h"
#include "hardwarescenario.h"
#include "measurestore.h"
#include "servingscenario.h"

#include "comparison.h"
#include "costchart.h"
#include "costextra.h"
#include "format.h"
#include "language.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "tablecells.h"
#include "wrapbutton.h"
#include "wraplabel.h"
#include "zoomfont.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace infralab {

namespace {
// Read from the back of a room: larger than the desktop's default.
constexpr qreal kPoints = 13;

enum Column
{
    Option,
    Total,
    PerThousand,
    ColumnCount
};

// While a scenario is pinned: A's value, then B's with its change against A, for both amounts.
enum PinnedColumn
{
    PinnedOption,
    TotalA,
    TotalB,
    PerThousandA,
    PerThousandB,
    PinnedColumnCount
};
} // namespace

CostPerThousandPanel::CostPerThousandPanel(Scenario *scenario, QWidget *parent)
    : QGroupBox(parent), m_scenario(scenario), m_caption(new WrapLabel(Qt::AutoText, this)),
      m_table(new QTableWidget(int(CostChart::kOptions.size()), ColumnCount, this)),
      m_derive(new WrapButton(this)), m_deriveStatus(new WrapLabel(Qt::AutoText, this)),
      m_scheduler(new RefreshScheduler(this, [this] { refresh(); }))
{
    zoomfont::setPoints(this, kPoints);
    m_table->setObjectName(QStringLiteral("cost-per-1000"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    zoomfont::setPoints(m_table->horizontalHeader(), kPoints); // a header keeps the platform's header font
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    m_derive->setObjectName(QStringLiteral("derive-from-serving"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_caption);
    layout->addWidget(m_table);
    layout->addSpacing(8);
    layout->addWidget(m_derive);
    layout->addWidget(m_deriveStatus);
    layout->addStretch();

    connect(m_derive, &QPushButton::clicked, this, &CostPerThousandPanel::deriveFromServing);
    m_scheduler->follow(scenario);
}

void CostPerThousandPanel::flushRefresh()
{
    m_scheduler->flush();
}

void CostPerThousandPanel::refresh()
{
    const Scenario &s = *m_scenario;
    const CostInputs c = costInputs(s);

    setTitle(tr("Cost of 1,000 requests"));
    QString caption = tr("Total over %1 years divided by %2 requests a day for %3 days, times 1,000.")
                          .arg(Format::significant(c.years, 3), Format::fixed(c.requestsPerDay, 0),
                               Format::fixed(horizonDays(c), 0));
    const Scenario *a = s.comparison().pinned();
    if (a) {
        const CostInputs ca = costInputs(*a);
        caption += u' ' % ab::labelled(
                              tr("%1 years, %2 requests a day.")
                                  .arg(Format::significant(ca.years, 3), Format::fixed(ca.requestsPerDay, 0)),
                              true);
    }
    if (m_caption->text() != caption) m_caption->setText(caption);
    // Columns come and go with A only: each refresh after that updates the same cells.
    const int columns = a ? int(PinnedColumnCount) : int(ColumnCount);
    if (m_table->columnCount() != columns) m_table->setColumnCount(columns);
    if (a)
        cells::setHeaders(m_table,
                          {tr("Option"), ab::tagged(tr("Total"), true), ab::tagged(tr("Total"), false),
                           ab::tagged(tr("Per 1,000"), true), ab::tagged(tr("Per 1,000"), false)});
    else
        cells::setHeaders(m_table, {tr("Option"), tr("Total"), tr("Per 1,000 requests")});
    auto perThousandText = [](const std::optional<double> &v) {
        return v ? CostChart::euroAmount(*v) : tr("no requests");
    };
    // B's amount followed by its change against A, "85,600 € (+12 %)"; the amount alone when it did not
    // change or A is zero.
    auto withChange = [](const QString &amount, double pinnedValue, double value) {
        const QString change = pinnedValue == value ? QString() : ab::relativeChange(pinnedValue, value);
        return change.isEmpty()
                   ? amount
                   : tr("%1 (%2)", "amount, then its change from the pinned amount").arg(amount, change);
    };
    for (int row = 0; row < int(CostChart::kOptions.size()); ++row) {
        const CostOption o = CostChart::kOptions[row];
        const std::optional<double> perThousand = costPer1000Requests(o, c);
        const double total = costOf(o, c).total();
        QStringList texts = {CostChart::optionName(o), CostChart::euroAmount(total),
                             perThousandText(perThousand)};
        if (a) {
            const CostInputs ca = costInputs(*a);
            const std::optional<double> pinnedPerThousand = costPer1000Requests(o, ca);
            const double pinnedTotal = costOf(o, ca).total();
            texts = {CostChart::optionName(o), CostChart::euroAmount(pinnedTotal),
                     withChange(CostChart::euroAmount(total), pinnedTotal, total),
                     perThousandText(pinnedPerThousand),
                     withChange(perThousandText(perThousand), pinnedPerThousand.value_or(qQNaN()),
                                perThousand.value_or(qQNaN()))};
        }
        for (int col = 0; col < texts.size(); ++col) {
            QTableWidgetItem *item = cells::at(m_table, row, col,
                                               col == Option ? Qt::AlignLeft | Qt::AlignVCenter
                                                             : Qt::AlignRight | Qt::AlignVCenter);
            item->setText(texts.at(col));
            if (col == Option) item->setForeground(CostChart::optionColour(o).darker(130));
        }
    }
    m_table->resizeColumnsToContents();

    // The button's verdict follows the serving scenario: what it would set, or why it cannot.
    m_derive->setWrappedText(tr("Derive the cloud batch and latency from the Serving view"));
    const int batch = s.integer(Key::ServingBatch);
    const ServingPoint p = servingPoint(servingInputs(s), batch);
    const bool usable = p.fits && std::isfinite(p.latency) && p.latency > 0;
    m_derive->setEnabled(usable);
    const QString now = tr("Cloud now: batch %1, %2 per request, %3 requests per GPU-hour.")
                            .arg(Format::significant(c.cloudBatch, 4), Format::duration(c.cloudLatency),
                                 Format::fixed(requestsPerGpuHour(c), 0));
    const QString serving =
        usable
            ? tr("Serving view: batch %1 on %2 takes %3 per request.")
                  .arg(Format::fixed(batch, 0), lab::nameInSentence(selectedDevice(s), language::current()),
                       Format::duration(p.latency))
            : tr("Serving view: batch %1 does not fit on %2, nothing to derive.")
                  .arg(Format::fixed(batch, 0), lab::nameInSentence(selectedDevice(s), language::current()));
    m_deriveStatus->setText(QString(now % u' ' % serving));
}

void CostPerThousandPanel::deriveFromServing()
{
    Scenario *s = m_scenario;
    const int batch = s->integer(Key::ServingBatch);
    const ServingPoint p = servingPoint(servingInputs(*s), batch);
    if (!p.fits || !std::isfinite(p.latency) || p.latency <= 0) return;
    QString error;
    // One batch of changes: the charts redraw once, with both values.
    if (!s->apply({{Key::CostBatch, double(batch)}, {Key::CostLatencyS, p.latency}}, &error))
        m_deriveStatus->setText(error);
}

} // namespace infralab
