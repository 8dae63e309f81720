#pragma once
// Course section 04's platform as the path data takes: the five stages (ingestion → features → training →
// evaluation → deployment) across the top, orchestration over them, the layers that serve each stage in its
// column, observability and security under all of them. Each box carries its live numbers; a click (or the
// arrow keys) selects a layer, whose details the page shows beside. Painted, so that its boxes wrap their
// text at any width and zoom rather than cut it.
#include "platformlayers.h"

#include <QHash>
#include <QList>
#include <QRectF>
#include <QWidget>

namespace infralab {

class RefreshScheduler;
class Scenario;

class PlatformDiagram : public QWidget
{
    Q_OBJECT
public:
    explicit PlatformDiagram(Scenario *scenario, QWidget *parent = nullptr);

    /// The selected layer: an index of platformLayers().
    int selected() const { return m_selected; }
    void setSelected(int layer);
    /// Where layer `layer` is drawn at the current width, for tests.
    QRectF layerRect(int layer) const { return m_geometry.layers.value(layer); }
    /// The live lines a layer's box shows (empty for a layer without numbers), for tests.
    QStringList liveLines(int layer) const;
    /// Whether every box's text fits its box at width `width` (always true by construction; tests check it).
    bool textFits(int width) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void selectedChanged(int layer);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Geometry
    {
        QList<QRectF> stages;
        QList<QRectF> layers; ///< by index of platformLayers()
        int height = 0;
        bool operator==(const Geometry &) const = default;
    };
    Geometry layout(int width) const;
    Geometry columnsLayout(int width) const;
    Geometry rowsLayout(int width) const;
    /// Places the layers that span every stage (`span`) side by side at `y`, which it moves past them.
    void placeBands(Geometry &g, PlatformSpan span, qreal &y, qreal width) const;
    /// Each stage's layers, in the course's order.
    static QList<QList<int>> stageColumns();
    /// The widest word of a stage's or a stage layer's name, in the bold font.
    qreal widestWord() const;
    /// The narrowest width at which `columns` columns hold every word.
    int minimumWidth(int columns) const;
    void paintArrow(class QPainter &p, const QRectF &from, const QRectF &to) const;
    /// The height the text of a box needs at `width`: its name in bold, then its live lines.
    qreal textHeight(int layer, qreal width) const;
    /// The height of `text` wrapped at `width` in the (bold) font, remembered: the names never change and the
    /// live lines rarely, and each layout measures every box at several widths (its own, the page's hints).
    qreal wrappedHeight(const QString &text, bool bold, qreal width) const;
    qreal stageHeight(qreal width) const;
    void paintBox(class QPainter &p, int layer, const QRectF &r) const;
    void relayout();
    void changeEvent(QEvent *event) override;

    Scenario *m_scenario;
    RefreshScheduler *m_scheduler;
    QList<QStringList> m_lines; ///< each layer's live lines, from the last refresh
    Geometry m_geometry;
    int m_selected = 0;
    struct Wrapped
    {
        QString text;
        bool bold;
        int width;
        bool operator==(const Wrapped &) const = default;
        friend size_t qHash(const Wrapped &w, size_t seed = 0)
        {
            return qHashMulti(seed, w.text, w.bold, w.width);
        }
    };
    mutable QHash<Wrapped, qreal> m_heights;
    /// New lines of the same height were drawn without asking the page for room: the page's layout may hold
    /// heights for other widths measured with the lines before, and asks again at the next resize.
    bool m_hintsStale = false;
};

} // namespace infralab
