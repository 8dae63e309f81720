#pragma once
// The ring all-reduce chart with its step controls: a slider and a spin box to choose the step, and Play to
// walk through the 2(n − 1) steps at two per second, as the course tells the algorithm.
#include <QWidget>

class QLabel;
class QSlider;
class QSpinBox;
class QTimer;
class QToolButton;

namespace infralab {

class AllReduceChart;
class Scenario;

class AllReducePanel : public QWidget
{
    Q_OBJECT
public:
    explicit AllReducePanel(Scenario *scenario, QWidget *parent = nullptr);

    AllReduceChart *chart() const { return m_chart; }
    bool isPlaying() const;
    void setPlaying(bool playing);

    static constexpr int kStepMilliseconds = 500;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateRange(int stepCount);
    void advance();

    AllReduceChart *m_chart;
    QLabel *m_stepLabel;
    QSlider *m_slider;
    QSpinBox *m_spin;
    QToolButton *m_play;
    QTimer *m_timer;
};

} // namespace infralab
