#pragma once
// Command line: `infralab [FILE] [--lang fr|en]` opens the window; `tables`, `report`, `list` print
// without a display. Exit codes: 0 success, 2 bad input (key, value, file, option), 1 internal failure.

namespace infralab {

int runMain(int argc, char **argv);

} // namespace infralab
