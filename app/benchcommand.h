#pragma once
// `infralab bench [TAB...] [--json]`: replays, off screen at 1920×1080, a 500-step slider drag on each input of each
// tab, a device switch and a language switch, and reports per tab the median, 95th percentile and maximum
// time from a scenario change to the finished repaint of everything visible, and the start-up time.
// Naming tabs (hardware, training, serving, choose, exercises) measures only those.
#include <QStringList>
#include <QTextStream>

namespace infralab {

class Scenario;

int runBench(QTextStream &out, QTextStream &err, Scenario *scenario, const QStringList &tabs, bool json);

} // namespace infralab
