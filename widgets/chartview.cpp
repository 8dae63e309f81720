#include "chartview.h"

#include "refreshscheduler.h"
#include "scenario.h"

#include <QAbstractAxis>
#include <QContextMenuEvent>
#include <QLegend>
#include <QMenu>

namespace infralab {

ChartView::ChartView(Scenario *scenario, QWidget *parent)
    : QChartView(parent), m_scenario(scenario), m_scheduler(new RefreshScheduler(this, [this] { refresh(); }))
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 320);
    chart()->setAnimationOptions(QChart::NoAnimation); // animations would lag behind a dragged slider
    chart()->setLocalizeNumbers(true);                 // axis labels in the language's number format
    QLocale axisLocale;
    axisLocale.setNumberOptions(QLocale::OmitGroupSeparator);
    chart()->setLocale(axisLocale);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(6, 6, 6, 6));
    applyFonts();
    connect(scenario, &Scenario::changed, m_scheduler, &RefreshScheduler::schedule);
    m_scheduler->schedule();
}

void ChartView::flushRefresh() { m_scheduler->flush(); }

bool ChartView::refreshPending() const { return m_scheduler->isPending(); }

void ChartView::setZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom)) return;
    m_zoom = zoom;
    applyFonts();
    m_scheduler->schedule();
}

void ChartView::styleAxis(QAbstractAxis *axis) const
{
    QFont labels = font();
    labels.setPointSizeF(basePointSize());
    axis->setLabelsFont(labels);
    QFont title = labels;
    title.setPointSizeF(basePointSize() * 1.1);
    title.setBold(true);
    axis->setTitleFont(title);
}

void ChartView::applyFonts()
{
    QFont f = font();
    f.setPointSizeF(basePointSize());
    chart()->legend()->setFont(f);
    for (QAbstractAxis *axis : chart()->axes()) styleAxis(axis);
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        setLocale(QLocale());
        QLocale axisLocale; // axis ticks read better without group separators ("1024", not "1,024")
        axisLocale.setNumberOptions(QLocale::OmitGroupSeparator);
        chart()->setLocale(axisLocale);
        m_scheduler->schedule();
    }
    QChartView::changeEvent(event);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Export chart…"), this,
                   [this] { Q_EMIT exportRequested(this); });
    menu.addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy chart to clipboard"), this,
                   [this] { Q_EMIT copyRequested(this); });
    menu.exec(event->globalPos());
}

} // namespace infralab
