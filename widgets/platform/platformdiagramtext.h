#pragma once
// What the platform diagram's layout (platformdiagram.cpp) and its painting (platformdiagrampaint.cpp) share:
// its paddings and the way its boxes set their texts.
#include <QCoreApplication>
#include <QFont>

namespace infralab::platformdiagram {

/// A box's padding in units of the font's height, so that it grows with the zoom.
constexpr qreal kPad = 0.35;
/// Each text of a box wraps between words, centred, under the one before.
constexpr int kTextFlags = Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop;

inline QString translated(const char *text)
{
    return QCoreApplication::translate("Platform", text);
}

inline QFont boldOf(QFont f)
{
    f.setBold(true);
    return f;
}

} // namespace infralab::platformdiagram
