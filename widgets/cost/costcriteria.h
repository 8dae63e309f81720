#pragma once
// The course's criteria that have no number (section 05): confidentiality, latency, availability, variable
// load, operations skills, vendor lock-in, carbon, regulation. A checklist the student ticks, bound to the
// Scenario's choose.* keys so that it is saved with the scenario and printed into the cost-totals export.
#include "scenariokeys.h"

#include <QGroupBox>

class QCheckBox;
class QLabel;

namespace infralab {

class Scenario;

class CostCriteria : public QGroupBox
{
    Q_OBJECT
public:
    struct Criterion
    {
        Key key;                 ///< a boolean choose.* key
        const char *name;        ///< QT_TR_NOOP in criteria()
        const char *explanation; ///< one line from the course, QT_TR_NOOP in criteria()
    };
    static const QList<Criterion> &criteria();

    /// "Criteria weighed: ☑ Confidentiality ☐ Latency …" in the current language, for exports.
    static QString summary(const Scenario &scenario);

    explicit CostCriteria(Scenario *scenario, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refreshFromScenario();

    Scenario *m_scenario;
    QList<QCheckBox *> m_boxes;
    QList<QLabel *> m_explanations;
    QLabel *m_footer;
};

} // namespace infralab
