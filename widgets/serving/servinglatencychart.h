#pragma once
// Theorem 4 seen from the user: time to first token, time per output token and end-to-end latency against
// the batch, with the knee B*, the batches whose KV cache no longer fits, and the latency objective.
#include "servingbatchchart.h"

namespace infralab {

class ServingLatencyChart : public ServingBatchChart
{
    Q_OBJECT
public:
    explicit ServingLatencyChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("serving-latency"); }
    ChartFactory factory() const override { return chartFactoryOf<ServingLatencyChart>(); }
    QString title() const override;

protected:
    ChartLayer layer(const Scenario &s) const override;
    void refresh() override;

private:
    QLogValueAxis *m_timeAxis;
};

} // namespace infralab
