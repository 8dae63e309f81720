#pragma once
// One paint of the window per slider step: while a slider is held, what a step posts (the views' coalesced
// refreshes, the layouts and scene updates those post in turn) is delivered before the window's waiting paint
// request, not after it.
#include <QObject>

class QWidget;

namespace infralab {

class PaintCoalescer : public QObject
{
    Q_OBJECT
public:
    /// Watches `window`'s paint requests; owned by it.
    explicit PaintCoalescer(QWidget *window);
    /// On while a slider is held (MainWindow: ControlsPanel::dragStarted to dragFinished).
    void setActive(bool active) { m_active = active; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    bool m_active = false;
};

} // namespace infralab
