#include "inputfile.h"

#include <QFile>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace infralab {

namespace {

QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode)) return InputFile::tr("a directory");
    if (S_ISFIFO(mode)) return InputFile::tr("a named pipe (FIFO)");
    if (S_ISSOCK(mode)) return InputFile::tr("a socket");
    if (S_ISCHR(mode) || S_ISBLK(mode)) return InputFile::tr("a device");
    return InputFile::tr("a special file");
}

/// Closes the descriptor on every path out of readFileLimited.
struct Descriptor
{
    int fd;
    ~Descriptor()
    {
        if (fd >= 0) ::close(fd);
    }
};

} // namespace

QString shortenedForMessage(const QString &text)
{
    if (text.size() <= kMaxQuotedChars) return text;
    return text.left(kMaxQuotedChars) + u'…' + InputFile::tr(" (%1 characters)").arg(text.size());
}

std::optional<QByteArray> readFileLimited(const QString &path, qint64 maxBytes, QString *error)
{
    const QString shown = shortenedForMessage(path);
    auto fail = [&](const QString &reason) -> std::optional<QByteArray> {
        if (error) *error = InputFile::tr("\"%1\" refused: %2").arg(shown, reason);
        return std::nullopt;
    };
    if (path.isEmpty()) return fail(InputFile::tr("no file name given"));
    // The kind is checked before opening: opening a device can act on it (a tape rewinds, a watchdog arms).
    const QByteArray name = QFile::encodeName(path);
    struct stat before;
    if (::stat(name.constData(), &before) != 0) return fail(qt_error_string(errno));
    if (!S_ISREG(before.st_mode))
        return fail(InputFile::tr("%1, not a regular file").arg(kindOf(before.st_mode)));
    // O_NONBLOCK: a FIFO put in its place since would otherwise wait for a writer forever.
    const Descriptor file{::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0) return fail(qt_error_string(errno));
    struct stat info;
    if (::fstat(file.fd, &info) != 0) return fail(qt_error_string(errno));
    if (!S_ISREG(info.st_mode))
        return fail(InputFile::tr("%1, not a regular file").arg(kindOf(info.st_mode)));
    // One byte more than allowed tells "too large" apart without trusting the size the system reports.
    QByteArray data(maxBytes + 1, Qt::Uninitialized);
    qint64 total = 0;
    while (total < data.size()) {
        const ssize_t n = ::read(file.fd, data.data() + total, static_cast<size_t>(data.size() - total));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return fail(qt_error_string(errno));
        if (n == 0) break;
        total += n;
    }
    if (total > maxBytes) return fail(InputFile::tr("larger than %1 bytes").arg(maxBytes));
    data.truncate(total);
    return data;
}

std::optional<int> plainInteger(QStringView text)
{
    if (text.isEmpty()) return std::nullopt;
    for (QChar c : text)
        if (c < u'0' || c > u'9') return std::nullopt;
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

} // namespace infralab
