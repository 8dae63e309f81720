#pragma once
// Where the device memory goes when serving (course section 03): weights, the KV cache of B sequences of
// (prompt + output) tokens, and what is left, against the usable share of the memory.
#include "chartview.h"

class QBarCategoryAxis;
class QValueAxis;

namespace infralab {

class KvCacheChart : public ChartView
{
    Q_OBJECT
public:
    explicit KvCacheChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("kv-cache"); }
    ChartFactory factory() const override { return chartFactoryOf<KvCacheChart>(); }
    QString title() const override;

protected:
    /// One bar for the device ("memory": weights, KV cache, free), the usable share of the memory across it
    /// ("usable-limit") and the verdict as the headline, red when it does not fit.
    ChartLayer layer(const Scenario &s) const override;
    void refresh() override;

private:
    /// "Fits: 47 GB of 72 GB usable; batch up to 237" for one scenario.
    QString verdict(const Scenario &s) const;

    QBarCategoryAxis *m_deviceAxis;
    QValueAxis *m_memoryAxis;
};

} // namespace infralab
