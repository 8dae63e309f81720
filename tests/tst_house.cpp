// The house rules a reader relies on (issue 11): every source file stays under 400 lines, and every function
// of models/ under 80, so that each formula can be read on one screen.
#include <QDirIterator>
#include <QFile>
#include <QtTest>

namespace {

QStringList sources(const QString &folder)
{
    QStringList files;
    QDirIterator it(QStringLiteral(INFRALAB_SOURCE_DIR "/") + folder,
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    return files;
}

QStringList linesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll()).split(u'\n');
}

/// Function bodies as clang-format writes them: a line holding only "{" after a signature, to its matching
/// "}". Returns "file:line (n lines)" for each body longer than `limit`.
QStringList longFunctions(const QString &path, int limit)
{
    const QStringList lines = linesOf(path);
    QStringList found;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString &before = lines.at(i - 1);
        if (lines.at(i) != u"{" || before.startsWith(u"namespace") || before.startsWith(u"struct") ||
            before.startsWith(u"class") || before.startsWith(u"enum"))
            continue;
        int depth = 0;
        qsizetype j = i;
        for (; j < lines.size(); ++j) {
            depth += int(lines.at(j).count(u'{') - lines.at(j).count(u'}'));
            if (depth == 0) break;
        }
        if (j - i + 1 > limit)
            found.append(QStringLiteral("%1:%2 (%3 lines)").arg(path).arg(i).arg(j - i + 1));
        i = j;
    }
    return found;
}

} // namespace

class TestHouse : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void filesStayUnder400Lines()
    {
        QStringList tooLong;
        int files = 0;
        for (const char *folder : {"models", "widgets", "app", "tests"})
            for (const QString &path : sources(QLatin1String(folder))) {
                ++files;
                const qsizetype n = linesOf(path).size() - 1; // the last newline ends the file
                if (n >= 400) tooLong.append(QStringLiteral("%1 (%2 lines)").arg(path).arg(n));
            }
        QVERIFY2(files > 150, "the sources were not found");
        QVERIFY2(tooLong.isEmpty(), qPrintable(tooLong.join(u'\n')));
    }

    void modelFunctionsStayUnder80Lines()
    {
        QStringList tooLong;
        const QStringList files = sources(QStringLiteral("models"));
        QVERIFY(files.size() > 40);
        for (const QString &path : files)
            tooLong += longFunctions(path, 80);
        QVERIFY2(tooLong.isEmpty(), qPrintable(tooLong.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestHouse)
#include "tst_house.moc"
