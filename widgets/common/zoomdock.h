#pragma once
// A dock whose title bar follows the application's font. Qt 6.4's QDockWidget keeps painting its title in
// the font it had when it was created and keeps the title bar's height: after Ctrl + or F11 the parameters'
// and formulas' titles stayed at desk size above zoomed contents.
#include <QDockWidget>

namespace infralab {

class ZoomDock : public QDockWidget
{
    Q_OBJECT
public:
    using QDockWidget::QDockWidget;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
};

} // namespace infralab
