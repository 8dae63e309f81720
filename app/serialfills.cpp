// The GUI thread paints its own fills.
//
// Qt 6.4's raster engine cuts a fill of about a hundred spans or more (an antialiased curve, a gradient, a
// translucent rectangle) into segments, runs them on QThreadPool::globalInstance() and sleeps until they are
// done (qdrawhelper.cpp, QT_THREAD_PARALLEL_FILLS; image scaling and conversion alike), unless the painting
// thread is one of the pool's: it asks QThreadPool::contains(). The charts' fills are small, and on the
// reference machine, a virtual machine with 2 cores, each hand-over wakes the pool's thread and puts the GUI
// thread to sleep: 14 % of the samples of a drag of N on Serving were the kernel's wake-ups (perf), and its
// steps took a fifth longer (README, Performance). Qt 6.4 has no switch for it, so the executable answers for
// the GUI thread itself: this definition comes before Qt Core's in the dynamic linker's lookup, and every
// other question goes to Qt's. What is painted is the same, pixel for pixel (tst_serialfills).
//
// Linked into the `infralab` executable and into every widget test, on Linux only (app/CMakeLists.txt):
// the override works through ELF's symbol lookup. A later Qt that hands its fills to another pool than the
// global one gets Qt's own answer here, and fills are handed over again: tst_serialfills then fails.
#include "qtown.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

bool QThreadPool::contains(const QThread *thread) const
{
    const QCoreApplication *app = QCoreApplication::instance();
    if (thread && app && thread == app->thread() && this == QThreadPool::globalInstance()) return true;
    // Qt Core's own definition, the next one in the lookup: a member function takes `this` first. Without it,
    // a pool's own thread would be told it is not the pool's, and could wait on the pool it runs in.
    using Contains = bool (*)(const QThreadPool *, const QThread *);
    static const auto qt = infralab::qtOwn<Contains>("_ZNK11QThreadPool8containsEPK7QThread", "Qt Core");
    return qt(this, thread);
}
