#pragma once
// The base of the window's groups of actions (comparison, importing measurements, measuring this computer):
// the scenario they act on, the window they live in, and their words retranslated when the window's language
// changes, without the window calling each group.
#include <QEvent>
#include <QMainWindow>
#include <QObject>

namespace infralab {

class Scenario;

class WindowActions : public QObject
{
public:
    WindowActions(Scenario *scenario, QMainWindow *window)
        : QObject(window), m_scenario(scenario), m_window(window)
    {
        window->installEventFilter(this); // the window's LanguageChange reaches the group
    }

protected:
    /// Sets every text of the group in the current language; the subclass' constructor calls it once.
    virtual void retranslate() = 0;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_window && event->type() == QEvent::LanguageChange) retranslate();
        return QObject::eventFilter(watched, event);
    }

    Scenario *const m_scenario;
    QMainWindow *const m_window;
};

} // namespace infralab
