#include "wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace infralab {

namespace {
/// Qt gives spin boxes and combo boxes the focus on a mere wheel turn; they must ask for a click or Tab.
void requireStrongFocus(QWidget *w)
{
    if (w->focusPolicy() == Qt::WheelFocus) w->setFocusPolicy(Qt::StrongFocus);
}
} // namespace

WheelGuard::WheelGuard(QObject *parent) : QObject(parent)
{
    qApp->installEventFilter(this);
    connect(qApp, &QApplication::focusChanged, this, &WheelGuard::endBurst);
    // Controls polished before the guard existed get their focus policy now; later ones when polished.
    for (QWidget *w : QApplication::allWidgets())
        if (guards(w)) requireStrongFocus(w);
}

WheelGuard *WheelGuard::instance()
{
    static QPointer<WheelGuard> guard;
    if (!guard) guard = new WheelGuard(qApp);
    return guard;
}

bool WheelGuard::guards(const QObject *object)
{
    // A scroll bar is what the scroll area scrolls with: it must keep taking the wheel.
    if (qobject_cast<const QScrollBar *>(object)) return false;
    return qobject_cast<const QAbstractSlider *>(object) || qobject_cast<const QAbstractSpinBox *>(object) ||
           qobject_cast<const QComboBox *>(object);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Polish:
        if (guards(watched)) requireStrongFocus(static_cast<QWidget *>(watched));
        break;
    case QEvent::Wheel: {
        if (!guards(watched)) break;
        auto *control = static_cast<QWidget *>(watched);
        if (!control->hasFocus()) {
            // Ignored and filtered out: Qt hands a spontaneous wheel event on to the parents, up to the
            // scroll area, which scrolls.
            event->ignore();
            return true;
        }
        if (!m_inBurst || m_burst != control) {
            endBurst();
            m_burst = control;
            m_inBurst = true;
            Q_EMIT burstStarted(control);
        }
        break;
    }
    case QEvent::KeyPress:
    case QEvent::ShortcutOverride: // a shortcut (Ctrl+Z) fires without a KeyPress reaching any widget
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::TouchBegin:
    case QEvent::Drop:
        endBurst();
        break;
    default:
        break;
    }
    return false;
}

void WheelGuard::endBurst()
{
    if (!m_inBurst) return;
    m_inBurst = false;
    m_burst = nullptr;
    Q_EMIT burstEnded();
}

} // namespace infralab
