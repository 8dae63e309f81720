#pragma once
// The inputs the current tab uses, each bound to its scenario key. Rows are made once and shown or hidden
// when the tab changes, so switching tabs never rebuilds widgets.
#include "scenariokeys.h"

#include <QHash>
#include <QWidget>

class QVBoxLayout;

namespace infralab {

class ParameterSlider;
class Scenario;

class ControlsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ControlsPanel(Scenario *scenario, QWidget *parent = nullptr);

    /// Shows the rows of these keys, in this order, and hides the others.
    void setVisibleKeys(const QList<Key> &keys);
    QList<Key> visibleKeys() const { return m_visible; }
    /// The row of a key (a ParameterSlider, a combo row or a check box), made on first use.
    QWidget *row(Key key);
    /// The sliders among the visible rows (the benchmark drags them).
    QList<ParameterSlider *> visibleSliders() const;

Q_SIGNALS:
    void dragStarted(infralab::Key key);
    void dragFinished(infralab::Key key);

private:
    QWidget *makeRow(Key key);

    Scenario *m_scenario;
    QVBoxLayout *m_layout;
    QHash<Key, QWidget *> m_rows;
    QList<Key> m_visible;
    QWidget *m_shapesNote = nullptr; ///< under N, made once N is shown
};

} // namespace infralab
