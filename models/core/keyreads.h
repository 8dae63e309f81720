#pragma once
// The scenario keys a piece of code reads. A view's refresh runs under a KeyReads (RefreshScheduler), so that
// a later change of a key it did not read leaves the view as it is: dragging the serial fraction redraws
// Amdahl's chart, not the memory chart beside it. The keys its last refresh read are the only ones that
// can alter a view; a key read under a condition is read again once the condition's own key changes.
// Scenario's getters note every read (scenario.h).
#include "scenariokeys.h"

#include <bitset>
#include <cstddef>

namespace infralab {

class KeyReads
{
public:
    using Keys = std::bitset<kKeyCount>;

    /// Starts recording this thread's reads; an enclosing KeyReads gets them too when this one ends.
    KeyReads() : m_outer(s_current) { s_current = this; }
    enum DetachedTag
    {
        Detached
    };
    /// Records reads for itself alone: what code reads once, for a table of its own (costscenario.h), is not
    /// a read of the view that happens to run it first.
    explicit KeyReads(DetachedTag) : m_outer(s_current), m_merges(false) { s_current = this; }
    ~KeyReads()
    {
        s_current = m_outer;
        if (m_outer && m_merges) {
            m_outer->m_keys |= m_keys;
            m_outer->m_all = m_outer->m_all || m_all;
        }
    }
    KeyReads(const KeyReads &) = delete;
    KeyReads &operator=(const KeyReads &) = delete;

    const Keys &keys() const { return m_keys; }
    /// True when the code read the values as a whole (a copy, a comparison of every key): it depends on all.
    bool all() const { return m_all; }

    /// Called by Scenario's getters.
    static void note(Key key)
    {
        if (s_current) s_current->m_keys.set(static_cast<std::size_t>(key));
    }
    static void noteAll()
    {
        if (s_current) s_current->m_all = true;
    }

private:
    static inline thread_local KeyReads *s_current = nullptr;
    KeyReads *m_outer;
    bool m_merges = true;
    Keys m_keys;
    bool m_all = false;
};

} // namespace infralab
