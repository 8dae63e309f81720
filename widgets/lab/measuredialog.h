#pragma once
// Tools ▸ Measure this computer…: asks, before measuring, for the quick or the full sweep and the sizes at
// which the course's four operations run (the lab: "à une taille que vous choisissez"), each size a spin box
// bounded by its range in models/lab/operationsizes.h.
#include "measure.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QSpinBox;

namespace infralab {

class MeasureDialog : public QDialog
{
    Q_OBJECT
public:
    explicit MeasureDialog(QWidget *parent = nullptr);

    /// Shows `sizes` and `quick` in the controls.
    void setChoice(const lab::OperationSizes &sizes, bool quick);
    /// The sizes chosen.
    lab::OperationSizes sizes() const;
    /// Whether the quick sweep (sizes up to 1 024, about 10 s) is chosen rather than the full one.
    bool quick() const;
    QSpinBox *spinBox(const char *name) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_intro;
    QCheckBox *m_quick;
    QList<QLabel *> m_labels;
    QList<QSpinBox *> m_spins;
};

} // namespace infralab
