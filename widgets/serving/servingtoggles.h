#pragma once
// The serving levers of section 03 as one-click choices bound to the Scenario: quantised weights, an fp8
// KV cache, and fewer key/value heads (MHA, GQA, MQA).
#include <QGroupBox>

class QButtonGroup;
class QLabel;

namespace infralab {

class Scenario;

class ServingToggles : public QGroupBox
{
    Q_OBJECT
public:
    explicit ServingToggles(Scenario *scenario, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    QButtonGroup *addRow(QLabel *label, int row, const QStringList &names);
    void retranslateUi();
    /// What a precision of the weights, or of the KV cache, saves against bf16: from its bytes per value.
    static QString weightTip(const char *key);
    static QString kvTip(const char *key);
    void refreshFromScenario();
    void chooseKvHeads(int id);
    /// h_kv for the GQA choice: the preset's own grouping when it has one, else a quarter of the heads.
    int groupedKvHeads() const;

    Scenario *m_scenario;
    QLabel *m_weightsLabel, *m_kvLabel, *m_headsLabel;
    QButtonGroup *m_weights, *m_kv, *m_heads;
};

} // namespace infralab
