#pragma once
// The line under the N slider: the count the model's shapes give, and whether N follows them (a free model)
// or is a preset's published N (then how far the two are apart when more than 2 %).
#include "plainnote.h"

namespace infralab {

class Scenario;

class ModelShapesNote : public PlainNote
{
    Q_OBJECT
public:
    explicit ModelShapesNote(Scenario *scenario, QWidget *parent = nullptr);

    /// The note for the scenario's current model, in the current language.
    static QString noteFor(const Scenario &scenario);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    Scenario *m_scenario;
};

} // namespace infralab
