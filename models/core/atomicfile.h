#pragma once
// Writing a whole file or nothing: every file InfraLab writes (scenarios, PDF, PNG, SVG, CSV) goes through
// here.
#include <QByteArray>
#include <QString>

namespace infralab {

/// Writes `bytes` to `path` through a QSaveFile and renames it over `path` only once every byte is written:
/// on any failure (disk full, file size limit, no permission) the previous file at `path` is untouched and
/// `reason` says why in words ("No space left on device"), never "Unknown error".
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *reason);

} // namespace infralab
