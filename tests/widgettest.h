#pragma once
// Shared by the widget tests: a widget shown as a window of a given size, as a person sees it before a test
// reads its layout or clicks it.
#include <QSize>
#include <QTest>
#include <QWidget>

/// Resizes `w` to `size`, shows it as a window and waits until it is exposed: only then are its geometry and
/// its children's final. False when the window never appeared.
[[nodiscard]] inline bool showAt(QWidget &w, QSize size)
{
    w.resize(size);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}
