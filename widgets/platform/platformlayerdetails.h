#pragma once
// The selected layer of section 04's platform in full: its role, its tools (open source and cloud), the
// course's point of attention and, where that point is a number, the number for the scenario (and for the
// pinned one beside it).
#include <QGroupBox>

class QLabel;

namespace infralab {

class RefreshScheduler;
class Scenario;

class PlatformLayerDetails : public QGroupBox
{
    Q_OBJECT
public:
    explicit PlatformLayerDetails(Scenario *scenario, QWidget *parent = nullptr);

    void showLayer(int layer);
    int layer() const { return m_layer; }
    /// The details as plain text, for tests.
    QString text() const;
    /// Redraws now if a change is pending (tests cannot wait for the event loop).
    void flushRefresh();

private:
    void refresh();

    Scenario *m_scenario;
    QLabel *m_text;
    RefreshScheduler *m_scheduler;
    int m_layer = 0;
};

} // namespace infralab
