#pragma once
// Exercise 2 and the ZeRO stages side by side: memory of one GPU by strategy, split into its components,
// against the device memory, with the smallest GPU count that fits under each strategy.
#include "chartview.h"

#include <array>

class QBarCategoryAxis;
class QBarSet;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

namespace infralab {

class TrainingMemoryChart : public ChartView
{
    Q_OBJECT
public:
    explicit TrainingMemoryChart(Scenario *scenario, QWidget *parent = nullptr);

    QString exportName() const override { return QStringLiteral("training-memory"); }
    QString title() const override;

    static constexpr int kStrategies = 6;

protected:
    void refresh() override;

private:
    /// Puts each total above its bar and the device text beside its line, after every layout change.
    void placeLabels();

    QStackedBarSeries *m_bars;
    std::array<QBarSet *, 5> m_components;
    QLineSeries *m_device;
    std::array<QLineSeries *, kStrategies> m_outlines; ///< red frame around a bar that does not fit
    std::array<QGraphicsSimpleTextItem *, kStrategies> m_totals;
    std::array<double, kStrategies> m_totalValues{};
    std::array<QString, kStrategies> m_totalTexts;
    QGraphicsSimpleTextItem *m_deviceText;
    QBarCategoryAxis *m_strategyAxis;
    QValueAxis *m_memoryAxis;
    QValueAxis *m_laneAxis;
};

} // namespace infralab
