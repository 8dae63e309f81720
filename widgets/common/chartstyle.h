#pragma once
// The colours every chart shares, so that one meaning keeps one colour across views. Chosen to stay distinct
// on a projector and for the common colour-vision deficiencies (Okabe–Ito palette).
#include <QColor>

namespace infralab::style {

inline const QColor kPrimary{0, 114, 178};      ///< the selected device, main series
inline const QColor kCompare{204, 121, 167};    ///< the second device
inline const QColor kMemoryBound{230, 159, 0};  ///< memory-bound operations, memory components
inline const QColor kComputeBound{0, 158, 115}; ///< compute-bound operations
inline const QColor kAccent{213, 94, 0};        ///< markers: current value, limits
inline const QColor kNeutral{110, 110, 110};    ///< reference lines, idle time
inline const QColor kSky{86, 180, 233};
inline const QColor kYellow{240, 228, 66};
inline const QColor kBad{200, 30, 30};          ///< does not fit

} // namespace infralab::style
