#pragma once
// One paint of the window per change: while a slider is held, and for the paint that follows a change of the
// scenario or of the language, what the change posts (the views' coalesced refreshes, the layouts and scene
// updates those post in turn) is delivered before the window's waiting paint request, not after it.
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
    /// For the window's next paint only: a device chosen, a preset, an undo, a language switch.
    void coalesceNextPaint() { m_once = true; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    bool m_active = false;
    bool m_once = false;
};

} // namespace infralab
