#pragma once
// `infralab bench [TAB...] [--steps N] [--pinned] [--presentation] [--json]`: replays, off screen at
// 1920×1080, an N-step slider drag (500 by default) on each input of each tab, a device switch and a language
// switch, and reports per tab the median, 95th percentile and maximum time from a scenario change to the
// finished repaint of everything visible; the start-up to the first painted window, the memory (RSS) before
// and after the drags, and the export of one chart. --pinned pins the starting scenario as A before the
// drags, so that every chart draws two layers; --presentation measures presentation mode (full screen on the
// 1920×1080 screen, at its zoom). Naming tabs (hardware, training, serving, choose, exercises) measures only
// those; --steps 0 measures only the start-up and the memory, so that `time infralab bench --steps 0` times a
// start from outside.
#include <QTextStream>

class QElapsedTimer;
class QSlider;

namespace infralab {

struct CliOptions;
class MainWindow;
class Scenario;

/// Makes the benchmark's platform an off-screen 1920×1080 screen (not the off-screen default of 800×600,
/// whose full screen and presentation zoom would be a small laptop's): writes the platform's screen file and
/// sets QT_QPA_PLATFORM, before the application is made. Returns the file, to remove once the application
/// exists.
QString useBenchScreen();

/// `sinceMain` was started when main() began.
int runBench(QTextStream &out, QTextStream &err, Scenario *scenario, const CliOptions &options,
             const QElapsedTimer &sinceMain);

/// One step of a drag as the benchmark replays it, the hand on `slider` (setSliderDown): moves it to
/// `position` and returns once the window has repainted everything visible; returns the milliseconds taken.
double benchStep(MainWindow &window, QSlider *slider, int position);

} // namespace infralab
