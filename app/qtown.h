#pragma once
// Qt's own definition of a function the `infralab` executable defines again (serialfills.cpp, sametext.cpp):
// the next one in the dynamic linker's lookup, of Qt 6's symbol version. Without it the replacement could not
// hand on the calls it does not answer, so the program stops.
#include <QtGlobal>

#include <dlfcn.h>

namespace infralab {

/// Qt's `mangled` function as a pointer of type F (a member function takes `this` first); `library` names
/// it in the message if it is missing.
template <typename F> F qtOwn(const char *mangled, const char *library)
{
    const auto f = reinterpret_cast<F>(dlvsym(RTLD_NEXT, mangled, "Qt_6"));
    if (!f) qFatal("infralab: %s's %s not found", library, mangled);
    return f;
}

} // namespace infralab
