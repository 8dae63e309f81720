#include "measurementpanel.h"
#include "measurementsession.h"

#include "measurementtable.h"
#include "modelcheck.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "zoomfont.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace infralab {

namespace {
constexpr qreal kTablePoints = 13; // as the serving table beside it
}

MeasurementPanel::MeasurementPanel(Scenario *scenario, QWidget *parent)
    : QWidget(parent), m_scenario(scenario), m_scheduler(new RefreshScheduler(this, [this] { refresh(); })),
      m_caption(new QLabel(this)), m_table(new QTableWidget(this)), m_fit(new QLabel(this))
{
    setObjectName(QStringLiteral("measurement-panel"));
    zoomfont::setPoints(this, kTablePoints);
    QFont bold = m_caption->font();
    bold.setBold(true);
    m_caption->setFont(bold);
    m_caption->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("measurement-table"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    zoomfont::setPoints(m_table->horizontalHeader(), kTablePoints);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    m_fit->setObjectName(QStringLiteral("measurement-fit"));
    m_fit->setWordWrap(true);
    m_fit->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_table);
    layout->addWidget(m_fit);

    m_scheduler->follow(scenario);
    connect(&measurementsOf(*scenario), &MeasurementSession::changed, this,
            &MeasurementPanel::showIfImported);
    showIfImported();
}

void MeasurementPanel::showIfImported()
{
    setVisible(!measurementsOf(*m_scenario).isEmpty());
    m_scheduler->schedule();
}

void MeasurementPanel::flushRefresh()
{
    m_scheduler->flush();
}

int MeasurementPanel::rowCount() const
{
    return m_table->rowCount();
}

void MeasurementPanel::refresh()
{
    const MeasurementSession &session = measurementsOf(*m_scenario);
    const ModelCheck check = checkModel(*m_scenario, session.points());
    QString caption = tr("Measurements from %1 against the model").arg(QFileInfo(session.file()).fileName());
    // The roofline rows are the lab's "roofline of your machine": the caption says which roof they meet.
    if (const QString basis = rooflineBasisText(check); !basis.isEmpty()) caption += u'\n' + basis;
    m_caption->setText(caption);
    const QList<QStringList> rows = session.isEmpty() ? QList<QStringList>{} : measurementTableText(check);
    m_table->setColumnCount(rows.isEmpty() ? 0 : int(rows.first().size()));
    m_table->setRowCount(rows.isEmpty() ? 0 : int(rows.size() - 1));
    if (!rows.isEmpty()) m_table->setHorizontalHeaderLabels(rows.first());
    for (int r = 1; r < rows.size(); ++r)
        for (int c = 0; c < rows.at(r).size(); ++c) {
            QTableWidgetItem *item = m_table->item(r - 1, c);
            if (!item) m_table->setItem(r - 1, c, item = new QTableWidgetItem);
            item->setText(rows.at(r).at(c));
            // Numbers line up on the right, as in the serving table; the point and its inputs read as text.
            item->setTextAlignment(c >= 3 ? Qt::AlignRight | Qt::AlignVCenter
                                          : Qt::AlignLeft | Qt::AlignVCenter);
        }
    m_table->resizeColumnsToContents();
    m_fit->setText(fittedEfficiencyText(check, m_scenario->number(Key::ServingEfficiency)).join(u'\n'));
    m_fit->setVisible(!m_fit->text().isEmpty());
}

} // namespace infralab
