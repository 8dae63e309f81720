#pragma once
// One tab of the explorer: a section of the course. Pages hold no model state: they read the Scenario.
#include "scenariokeys.h"

#include <QStringList>

#include <QWidget>

namespace infralab {

class ChartView;
class Scenario;

/// What the window shows around a page, given once to the base's constructor.
struct PageContent
{
    const char *title;      ///< the tab's title, QT_TRANSLATE_NOOP in the page's context ("infralab::MyPage")
    QList<Key> controlKeys; ///< the inputs whose controls the controls panel shows while the page is current
    QStringList headlineKeys; ///< the figures (figures.h / formulas.h) the formula panel lists for the page
};

class ViewPage : public QWidget
{
    Q_OBJECT
public:
    ViewPage(Scenario *scenario, PageContent content, QWidget *parent = nullptr)
        : QWidget(parent), m_scenario(scenario), m_content(std::move(content))
    {
    }

    /// Tab title in the current language; metaObject() is the page's own, whose constructor names the title.
    QString pageTitle() const { return metaObject()->tr(m_content.title, nullptr); }
    QList<Key> controlKeys() const { return m_content.controlKeys; }
    QStringList headlineKeys() const { return m_content.headlineKeys; }
    /// The charts on the page, for export and zoom.
    virtual QList<ChartView *> charts() const = 0;
    /// Every chart the page can show, also those its scenario gives nothing to draw now (ChartView::
    /// condition()): what `infralab export` and the report may ask for.
    virtual QList<ChartView *> allCharts() const { return charts(); }

    Scenario *scenario() const { return m_scenario; }
    /// While a slider is held (`held`), a page may keep the sizes its layout depends on, so that its charts
    /// are not resized at each step of the drag; on release it fits its contents again.
    virtual void holdLayout(bool held) { Q_UNUSED(held); }

private:
    Scenario *m_scenario;
    PageContent m_content;
};

} // namespace infralab
