#pragma once
// A slider and a spin box with its unit, both bound to one numeric scenario key and kept in step with it
// both ways. The slider may be logarithmic; the spin box accepts any value the key allows.
#include "scenarioschema.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace infralab {

class Scenario;

class ParameterSlider : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kSteps = 1000;

    ParameterSlider(Scenario *scenario, Key key, const SliderRange &range, QWidget *parent = nullptr);

    Key key() const { return m_key; }
    QSlider *slider() const { return m_slider; }
    QDoubleSpinBox *spinBox() const { return m_spin; }
    QLabel *label() const { return m_label; }

    /// Slider position for a value in SI units, and back (log or linear).
    int positionFor(double value) const;
    double valueAt(int position) const;

Q_SIGNALS:
    /// A drag starts and ends: the undo stack merges what happens in between into one step.
    void dragStarted(infralab::Key key);
    void dragFinished(infralab::Key key);

protected:
    void changeEvent(QEvent *event) override;

private:
    void pullFromScenario();
    void push(double value);
    void retranslateUi();

    Scenario *m_scenario;
    Key m_key;
    SliderRange m_range;
    bool m_integer = false;
    bool m_whole = false; ///< values are whole numbers: integer keys, and counts or amounts shown whole
    QLabel *m_label;
    QSlider *m_slider;
    QDoubleSpinBox *m_spin;
};

} // namespace infralab
