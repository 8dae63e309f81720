#pragma once
// One tab of the explorer: a section of the course. Pages hold no model state: they read the Scenario.
#include "pageinputs.h"

#include <QWidget>

namespace infralab {

class ChartView;
class Scenario;

/// What the window shows around a page, given once to the base's constructor.
struct PageContent
{
    const char *title; ///< the tab's title: QT_TR_NOOP in the page's constructor, translated in its context
    Tab tab;           ///< which tab: its inputs and its figures (pageinputs.h)
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
    /// The inputs whose controls the controls panel shows while the page is current.
    QList<Key> controlKeys() const { return tabInputs(m_content.tab); }
    /// The figures (figures.h / formulas.h) the formula panel lists for the page.
    QStringList headlineKeys() const { return tabFigures(m_content.tab); }
    /// The charts on the page, for export and zoom.
    virtual QList<ChartView *> charts() const = 0;

    Scenario *scenario() const { return m_scenario; }

private:
    Scenario *m_scenario;
    PageContent m_content;
};

} // namespace infralab
