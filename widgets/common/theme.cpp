#include "theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>

namespace infralab::theme {

namespace {
Profile g_profile = Profile::Normal;

QPalette darkPalette()
{
    QPalette p;
    const QColor window(37, 37, 40), base(28, 28, 30), text(235, 235, 235), disabled(130, 130, 130);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0, 114, 178));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(86, 180, 233));
    for (auto role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

QPalette projectorPalette()
{
    // Pure black on pure white, strong selection: projectors wash out pale greys and thin lines.
    QPalette p(Qt::black, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::ButtonText, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0, 60, 140));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}
} // namespace

void apply(Profile profile)
{
    g_profile = profile;
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance())) {
        switch (profile) {
        case Profile::Normal: app->setPalette(app->style()->standardPalette()); break;
        case Profile::Projector: app->setPalette(projectorPalette()); break;
        case Profile::Dark: app->setPalette(darkPalette()); break;
        }
    }
}

Profile current() { return g_profile; }

QString key(Profile p)
{
    switch (p) {
    case Profile::Projector: return QStringLiteral("projector");
    case Profile::Dark: return QStringLiteral("dark");
    case Profile::Normal: break;
    }
    return QStringLiteral("normal");
}

Profile fromKey(const QString &k)
{
    if (k == u"projector") return Profile::Projector;
    if (k == u"dark") return Profile::Dark;
    return Profile::Normal;
}

QColor background() { return g_profile == Profile::Dark ? QColor(28, 28, 30) : QColor(Qt::white); }

QColor foreground() { return g_profile == Profile::Dark ? QColor(235, 235, 235) : QColor(Qt::black); }

QColor grid()
{
    switch (g_profile) {
    case Profile::Projector: return QColor(150, 150, 150);
    case Profile::Dark: return QColor(75, 75, 80);
    case Profile::Normal: break;
    }
    return QColor(215, 215, 215);
}

double lineWidthScale() { return g_profile == Profile::Projector ? 2.0 : 1.0; }

} // namespace infralab::theme
