#include "atomicfile.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace infralab {

namespace {
/// QFileDevice::errorString() falls back to "Unknown error" when the failure set no message.
QString reasonOf(const QSaveFile &f, qint64 written, qint64 expected)
{
    const QString text = f.errorString();
    // Qt's own message, also as Qt's French catalogue gives it (names held in variables: it is Qt's string,
    // not one for lupdate to add to InfraLab's catalogues).
    static const char *const context = "QIODevice", *const unknownError = "Unknown error";
    const bool unknown =
        text == QLatin1String(unknownError) || text == QCoreApplication::translate(context, unknownError);
    if (f.error() != QFileDevice::NoError && !text.isEmpty() && !unknown) return text;
    if (written >= 0 && written < expected)
        return QCoreApplication::translate("AtomicFile", "only %1 of %2 bytes could be written")
            .arg(written)
            .arg(expected);
    return QCoreApplication::translate("AtomicFile", "the %1 bytes could not all be written").arg(expected);
}
} // namespace

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *reason)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (reason) *reason = reasonOf(f, 0, bytes.size());
        return false;
    }
    // Qt 6.4's QSaveFile::commit() renames the temporary file over the previous one even after a short write
    // (a full disk or a size limit first accepts part of the data, with no error set). So the rest is written
    // again until the file system says why it refuses it, and the flush and the error state are checked
    // before commit().
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 n = f.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) break;
        written += n;
    }
    if (written != bytes.size() || !f.flush() || f.error() != QFileDevice::NoError) {
        if (reason) *reason = reasonOf(f, written, bytes.size());
        f.cancelWriting();
        return false;
    }
    if (f.commit()) return true;
    if (reason) *reason = reasonOf(f, written, bytes.size());
    return false;
}

} // namespace infralab
