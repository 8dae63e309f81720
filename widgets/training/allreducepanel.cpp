#include "allreducepanel.h"

#include "allreducechart.h"
#include "chartcell.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace infralab {

AllReducePanel::AllReducePanel(Scenario *scenario, QWidget *parent)
    : QWidget(parent), m_chart(new AllReduceChart(scenario, this)), m_stepLabel(new QLabel(this)),
      m_slider(new QSlider(Qt::Horizontal, this)), m_spin(new QSpinBox(this)), m_play(new QToolButton(this)),
      m_timer(new QTimer(this))
{
    m_play->setCheckable(true);
    m_play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_slider->setPageStep(1);
    m_stepLabel->setBuddy(m_slider);
    m_timer->setInterval(kStepMilliseconds);
    updateRange(m_chart->stepCount());

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_play);
    controls->addWidget(m_stepLabel);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_spin);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new ChartCell(m_chart), 1); // named above it, as the grid's charts are
    layout->addLayout(controls);

    connect(m_slider, &QSlider::valueChanged, m_chart, &AllReduceChart::setStep);
    connect(m_spin, &QSpinBox::valueChanged, m_chart, &AllReduceChart::setStep);
    connect(m_chart, &AllReduceChart::stepChanged, this, [this](int step) {
        m_slider->setValue(step);
        m_spin->setValue(step);
    });
    connect(m_chart, &AllReduceChart::stepCountChanged, this, &AllReducePanel::updateRange);
    connect(m_play, &QToolButton::toggled, this, &AllReducePanel::setPlaying);
    connect(m_timer, &QTimer::timeout, this, &AllReducePanel::advance);
    retranslateUi();
}

bool AllReducePanel::isPlaying() const
{
    return m_timer->isActive();
}

void AllReducePanel::setPlaying(bool playing)
{
    if (playing == isPlaying() && playing == m_play->isChecked()) return;
    // Play at the last step starts over, as a video player does.
    if (playing && m_chart->step() == m_chart->stepCount()) m_chart->setStep(0);
    if (playing && m_chart->stepCount() > 0)
        m_timer->start();
    else
        m_timer->stop();
    m_play->setChecked(isPlaying());
    retranslateUi();
}

void AllReducePanel::advance()
{
    m_chart->setStep(m_chart->step() + 1);
    if (m_chart->step() >= m_chart->stepCount()) setPlaying(false);
}

void AllReducePanel::updateRange(int stepCount)
{
    for (auto *control : {static_cast<QWidget *>(m_slider), static_cast<QWidget *>(m_spin)})
        control->setEnabled(stepCount > 0);
    m_slider->setRange(0, stepCount);
    m_spin->setRange(0, stepCount);
    m_play->setEnabled(stepCount > 0);
    if (stepCount == 0) setPlaying(false);
}

void AllReducePanel::retranslateUi()
{
    const bool playing = isPlaying();
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setToolTip(tr("Walk through the steps, two per second"));
    m_stepLabel->setText(tr("&Step"));
    m_slider->setAccessibleName(tr("All-reduce step"));
    m_spin->setAccessibleName(tr("All-reduce step"));
}

void AllReducePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace infralab
