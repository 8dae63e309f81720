#pragma once
// Runs the infralab executable as a person would, for the command-line tests (tst_cli, tst_cliexport).
#include "chartnames.h"
#include "testutil.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>

namespace clitest {
struct Run
{
    int code;
    QString out, err;
};

inline Run run(const QStringList &args, const QString &program = QStringLiteral(INFRALAB_EXE))
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", "C.UTF-8");
    env.insert("QT_QPA_PLATFORM", "offscreen");
    // Without a runtime folder Qt warns on stderr, which must hold only InfraLab's own lines.
    static const QTemporaryDir runtime;
    if (!env.contains("XDG_RUNTIME_DIR")) env.insert("XDG_RUNTIME_DIR", runtime.path());
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(180000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

/// The executable on a "full disk": no file can grow past `kib` KiB. SIGXFSZ is ignored, so a write past the
/// limit fails with EFBIG, as it would with ENOSPC, instead of killing the process.
inline Run runWithFileLimit(int kib, const QStringList &args)
{
    const QString script = QStringLiteral("trap '' XFSZ; ulimit -f %1; exec \"$0\" \"$@\"").arg(kib);
    return run(QStringList{QStringLiteral("-c"), script, QStringLiteral(INFRALAB_EXE)} + args,
               QStringLiteral("bash"));
}

/// A complete file of its kind: a PNG that decodes, CSV ending its last record, SVG or PDF with its end.
inline bool complete(const QString &path)
{
    const QByteArray bytes = readAll(path);
    if (path.endsWith(".png")) return !QImage::fromData(bytes, "PNG").isNull();
    if (path.endsWith(".csv")) return bytes.endsWith("\r\n");
    if (path.endsWith(".svg")) return bytes.trimmed().endsWith("</svg>");
    return bytes.startsWith("%PDF") && bytes.trimmed().endsWith("%%EOF");
}

inline QString writeFile(const QTemporaryDir &dir, const char *name, const QString &text)
{
    QFile f(dir.filePath(QString::fromLatin1(name)));
    if (f.open(QIODevice::WriteOnly)) f.write(text.toUtf8());
    return f.fileName();
}

} // namespace clitest

using namespace clitest;
