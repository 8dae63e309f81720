#pragma once
// The per-operator roofline (models/hardware/operators.h): the selected device's roof at the scenario's
// precision, and each operator of one transformer layer placed on it by its arithmetic intensity, prefill as
// circles and decode as squares, as LLM-Viewer draws them (Yuan et al. 2024, arXiv 2402.16363).
#include "chartview.h"
#include "operators.h"

#include <QList>

class QGraphicsSimpleTextItem;

namespace infralab {

class OperatorsChart : public NamedChart<OperatorsChart>
{
    /// layer(): the roof, one scatter per phase ("prefill", "decode"); A's copy: its roof where it differs
    /// and its operators as pale dots.
    INFRALAB_CHART(OperatorsChart, "hardware-operators",
                   QT_TR_NOOP("Operators of one layer on the roofline of %1 (%2)"))

public:
    QString title() const override;
    /// The hover text of operator `id` in `phase`, as drawn at the last refresh; empty if unknown.
    QString pointToolTip(Phase phase, const QString &id) const;
    /// The texts on the plot: one per group of operators of a phase at the same intensity.
    QList<QGraphicsSimpleTextItem *> labels() const { return m_labels; }

protected:
    void layerDrawn() override;

private:
    /// Groups the operators of each phase that share a place and writes their names there.
    void updateLabels();
    void layoutLabels();
    void connectHover();
    void onHovered(Phase phase, const QPointF &point, bool state);

    QLogValueAxis *m_x;
    QLogValueAxis *m_y;
    QList<LayerOperator> m_ops; ///< B's operators at the last refresh
    QList<QGraphicsSimpleTextItem *> m_labels;
    QList<QPointF> m_anchors; ///< each label's point, in axis units
    bool m_hoverConnected = false;
};

} // namespace infralab
