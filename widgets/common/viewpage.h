#pragma once
// One tab of the explorer: a section of the course. Pages hold no model state: they read the Scenario.
#include "scenariokeys.h"

#include <QWidget>

namespace infralab {

class ChartView;
class Scenario;

class ViewPage : public QWidget
{
    Q_OBJECT
public:
    explicit ViewPage(Scenario *scenario, QWidget *parent = nullptr) : QWidget(parent), m_scenario(scenario) {}

    /// Tab title in the current language.
    virtual QString pageTitle() const = 0;
    /// Scenario keys whose controls the controls panel shows while this page is current.
    virtual QList<Key> controlKeys() const = 0;
    /// Figure keys (figures.h / formulas.h) the formula panel lists for this page.
    virtual QStringList headlineKeys() const = 0;
    /// The charts on the page, for export and zoom.
    virtual QList<ChartView *> charts() const = 0;

    Scenario *scenario() const { return m_scenario; }

private:
    Scenario *m_scenario;
};

} // namespace infralab
