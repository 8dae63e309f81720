#include "chartcell.h"

#include "chartview.h"
#include "wraplabel.h"
#include "zoomfont.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace infralab {

namespace {
/// The size a chart writes its texts at (ChartView::basePointSize() at zoom 1): its name reads as one of
/// them.
constexpr double kNamePoints = 11;
} // namespace

ChartCell::ChartCell(ChartView *chart)
    : QWidget(chart->parentWidget()), m_chart(chart), m_heading(new WrapLabel(Qt::PlainText, this))
{
    m_heading->setObjectName(QStringLiteral("chartName"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    zoomfont::setPoints(m_heading, kNamePoints); // presentation mode enlarges it with the chart's texts
    m_heading->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    // The label stays as tall as its lines: the chart takes every other pixel of the cell.
    m_heading->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    chart->setParent(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_heading);
    layout->addWidget(chart, 1);
    // A name that carries values (a device) follows the scenario as the chart redraws.
    connect(chart, &ChartView::nameChanged, this, &ChartCell::showName);
    // The heading shows while the chart is still below the fold: the chart redraws while either is in view.
    chart->setSeenWith(this);
    showName();
}

void ChartCell::showName()
{
    const QString name = m_chart->title();
    if (m_heading->text() != name) m_heading->setText(name);
}

void ChartCell::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) showName();
    QWidget::changeEvent(event);
}

} // namespace infralab
