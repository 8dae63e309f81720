#pragma once
// Reading files and quoting values for hostile input: every file InfraLab reads (scenarios, --compare,
// --catalogue, the remembered and recent scenarios) goes through readFileLimited, and every refusal quotes
// the offending value through shortenedForMessage so that one line stays one readable line.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace infralab {

/// Translation context of the messages below.
class InputFile
{
    Q_DECLARE_TR_FUNCTIONS(InputFile)
};

/// Reads at most `maxBytes` of a regular file. A directory, FIFO, socket or device is refused without
/// blocking (QFile::size() is 0 for them, and reading a FIFO or /dev/zero never ends); so is a file longer
/// than `maxBytes`, found by reading at most one byte more. On refusal returns std::nullopt and sets `error`
/// to one sentence naming the path and the reason.
std::optional<QByteArray> readFileLimited(const QString &path, qint64 maxBytes, QString *error);

/// Longest text a refusal message quotes whole.
constexpr qsizetype kMaxQuotedChars = 60;

/// `text` when it is short; otherwise its first kMaxQuotedChars characters, "…" and its length, so that a
/// 500 KB value does not fill the terminal.
QString shortenedForMessage(const QString &text);

/// `text` as a whole number when it is plain decimal digits (0-9) and fits an int; std::nullopt otherwise.
/// QString::toInt alone would also take a sign ("+64", "-0") and surrounding spaces, which a count or a size
/// on the command line never has.
std::optional<int> plainInteger(QStringView text);

} // namespace infralab
