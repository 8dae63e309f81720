#pragma once
// The lab's first measurement ("Roofline de votre machine": matmul sizes 128 → 8 192) as measured on this
// computer (models/lab/measure.h): the TFLOP/s a product reaches against the matrix side, one curve per
// precision and thread count, under the peak P that the measured roofline takes (the best all-core fp32).
// Shown, and exported, only when this computer has been measured.
#include "chartview.h"

namespace infralab {

class MeasuredSweepChart : public NamedChart<MeasuredSweepChart>
{
    INFRALAB_CHART(MeasuredSweepChart, "hardware-measured-sweep",
                   QT_TR_NOOP("Matrix product measured on this computer: TFLOP/s against the size"))

public:
    /// True when `s` holds a measurement of this computer: the chart has something to draw.
    static bool shownFor(const Scenario &s);
    Condition condition() const override { return shownFor; }

protected:
    /// Each curve's markers, and its line drawn through its legend entry.
    void layerDrawn() override;

private:
    QLogValueAxis *m_size;
    QValueAxis *m_tflops;
};

} // namespace infralab
