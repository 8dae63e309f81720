#pragma once
// The mouse wheel changes an input only when the user means it: a slider, spin box or combo box takes the
// wheel only while it has the keyboard focus (a click or Tab gave it); otherwise the wheel goes on to the
// parents, so a scroll area under the pointer scrolls instead. One filter on the application covers every
// panel and dialog, present and future.
#include <QObject>
#include <QPointer>

class QWidget;

namespace infralab {

class WheelGuard : public QObject
{
    Q_OBJECT
public:
    /// The application's guard, installed on the QApplication the first time it is asked for.
    static WheelGuard *instance();
    /// Sliders (not scroll bars), spin boxes and combo boxes: the controls whose value the wheel changes.
    static bool guards(const QObject *object);

Q_SIGNALS:
    /// The wheel starts changing a focused control. Until burstEnded, the burst is one gesture (one undo
    /// step).
    void burstStarted(QWidget *control);
    /// Any other input (a key, a click, a drop, a focus change) or the wheel on another control ends it.
    void burstEnded();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
    void endBurst();

    QPointer<QWidget> m_burst;
    bool m_inBurst = false;
};

} // namespace infralab
