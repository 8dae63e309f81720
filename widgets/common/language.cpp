#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace infralab::language {

namespace {
QString g_current = QStringLiteral("en");
QTranslator *g_app = nullptr;
QTranslator *g_qt = nullptr;
} // namespace

QString systemDefault()
{
    return QLocale::system().language() == QLocale::French ? QStringLiteral("fr") : QStringLiteral("en");
}

void install(const QString &code)
{
    const QString lang = code == u"fr" ? QStringLiteral("fr") : QStringLiteral("en");
    QLocale::setDefault(lang == u"fr" ? QLocale(QLocale::French, QLocale::France)
                                      : QLocale(QLocale::English, QLocale::UnitedStates));
    auto *app = QCoreApplication::instance();
    if (!g_app) {
        g_app = new QTranslator(app);
        g_qt = new QTranslator(app);
    }
    QCoreApplication::removeTranslator(g_qt);
    QCoreApplication::removeTranslator(g_app);
    // Qt's own strings (standard dialogs) when Debian's translations are installed; optional.
    if (g_qt->load(QStringLiteral("qtbase_") + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(g_qt);
    if (g_app->load(QStringLiteral(":/i18n/infralab_") + lang)) QCoreApplication::installTranslator(g_app);
    g_current = lang;
}

QString current() { return g_current; }

} // namespace infralab::language
