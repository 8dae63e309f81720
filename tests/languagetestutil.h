#pragma once
// Widget tests read their texts in English: the test program starts in English, and a test that switches to
// French holds a guard that gives English back when the test ends, however it ends (a failed check returns
// early), so that no test depends on the order the others ran in.
#include "language.h"

#include <QApplication>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTest>

namespace languagetest {

inline void english()
{
    infralab::language::install(QStringLiteral("en"));
}

/// A widget test's start: the test's own settings and files, not the user's, and English texts.
inline void isolatedInEnglish()
{
    QStandardPaths::setTestModeEnabled(true);
    english();
}

/// French until the returned guard goes out of scope, then English again.
[[nodiscard]] inline auto frenchForThisTest()
{
    infralab::language::install(QStringLiteral("fr"));
    return qScopeGuard(english);
}

/// The language of the test's row, its "language" column (bothLanguages), until the returned guard goes out
/// of scope, then English again.
[[nodiscard]] inline auto rowLanguageForThisTest()
{
    QFETCH(QString, language);
    infralab::language::install(language);
    return qScopeGuard(english);
}

/// The rows of a test run once per interface language: a QString column "language", "en" then "fr".
inline void bothLanguages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fr") << QStringLiteral("fr");
}

} // namespace languagetest

/// QTEST_MAIN (a QApplication at 96 dpi) that installs English before the first test.
#define INFRALAB_TEST_MAIN_IN_ENGLISH(TestObject)                                                            \
    int main(int argc, char *argv[])                                                                         \
    {                                                                                                        \
        QApplication app(argc, argv);                                                                        \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                             \
        languagetest::english();                                                                             \
        TestObject test;                                                                                     \
        QTEST_SET_MAIN_SOURCE_PATH                                                                           \
        return QTest::qExec(&test, argc, argv);                                                              \
    }
