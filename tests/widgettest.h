#pragma once
// Shared by the widget tests: a widget shown as a window of a given size, as a person sees it before a test
// reads its layout or clicks it.
#include <QEvent>
#include <QPaintEvent>
#include <QRegion>
#include <QSize>
#include <QTest>
#include <QWidget>

/// Resizes `w` to `size`, shows it as a window and waits until it is exposed: only then are its geometry and
/// its children's final. False when the window never appeared.
[[nodiscard]] inline bool showAt(QWidget &w, QSize size)
{
    w.resize(size);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

/// Counts the events of one type that a widget receives (the layout requests a new text costs the panel
/// around it).
class EventCounter : public QObject
{
public:
    EventCounter(QWidget *widget, QEvent::Type type) : m_type(type) { widget->installEventFilter(this); }
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == m_type) ++count;
        return false;
    }

private:
    QEvent::Type m_type;
};

/// Gathers the regions painted on a widget: what a change repainted.
class PaintSpy : public QObject
{
public:
    explicit PaintSpy(QWidget *widget) { widget->installEventFilter(this); }
    QRegion painted;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) painted += static_cast<QPaintEvent *>(event)->region();
        return false;
    }
};
