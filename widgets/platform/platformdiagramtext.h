#pragma once
// What the platform diagram's layout (platformdiagram.cpp) and its painting (platformdiagrampaint.cpp) share:
// its paddings and the way its boxes set their texts.
#include "zoomfont.h"

#include <QCoreApplication>
#include <QFont>
#include <cmath>

namespace infralab::platformdiagram {

/// A box's padding in units of the font's height, so that it grows with the zoom.
constexpr qreal kPad = 0.35;
/// Each text of a box wraps between words, centred, under the one before.
constexpr int kTextFlags = Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop;

/// How far a box's painting reaches beyond its rectangle: half the selected outline (3 px × zoom) and the
/// focus frame 3 px out. A box repainted alone is repainted that much wider.
inline int paintMargin()
{
    return std::max(4, int(std::ceil(1.5 * zoomfont::zoom())) + 1);
}

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
