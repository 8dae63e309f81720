#pragma once
// A drop-down bound to one scenario key: a device, a model preset or one of a key's choices.
#include "scenariokeys.h"

#include <QComboBox>

namespace infralab {

class Scenario;

class ParameterCombo : public QComboBox
{
    Q_OBJECT
public:
    ParameterCombo(Scenario *scenario, Key key, QWidget *parent = nullptr);

    Key key() const { return m_key; }
    /// Display text of a choice value ("zero1" → "ZeRO-1", "interleaved" → "Interleaved 1F1B").
    static QString choiceLabel(const QString &value);
    /// The label of `value` among `key`'s choices: a precision says what it means for that key ("int8
    /// (8-bit Adam)" for the optimizer), other values as choiceLabel(value).
    static QString choiceLabel(const QString &value, Key key);
    /// Fills the list again from the schema or the catalogue: after a language change, or once a device
    /// joined the catalogue (this computer, measured).
    void populate();
    /// The text the closed drop-down shows: the current item's, or its short name (this computer, measured,
    /// without its date) where the whole name would not fit the field; the list shows whole names.
    QString shownText() const;

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void pullFromScenario();

    Scenario *m_scenario;
    Key m_key;
};

} // namespace infralab
