#pragma once
// Exercise 2 and the ZeRO stages side by side: memory of one GPU by strategy, split into its components,
// against the device memory, with the smallest GPU count that fits under each strategy. With a pinned
// scenario A, A's bars stand hatched left of B's in each strategy, with A's totals, frames and device line.
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
    ChartFactory factory() const override { return chartFactoryOf<TrainingMemoryChart>(); }
    QString title() const override;

    static constexpr int kStrategies = 6;

protected:
    void refresh() override;

private:
    /// What one scenario draws: B (the live one) or A (the pinned one).
    struct Side
    {
        QStackedBarSeries *bars = nullptr;
        std::array<QBarSet *, 5> components{};
        QLineSeries *device = nullptr;
        std::array<QLineSeries *, kStrategies> outlines{}; ///< red frame around a bar that does not fit
        std::array<QGraphicsSimpleTextItem *, kStrategies> totals{};
        std::array<double, kStrategies> totalValues{};
        std::array<QString, kStrategies> totalTexts;
        QGraphicsSimpleTextItem *deviceText = nullptr;
        double offset = 0; ///< bar centre relative to its category, in categories
    };
    Side makeSide(bool pinnedSide);
    /// Fills `side` from `s`; returns the chosen strategy's verdict and raises `highest` to its tallest bar.
    QString fillSide(Side &side, const Scenario &s, double &highest);
    /// Puts the series in the chart in drawing order: A's bars before B's, so that Qt puts A on the left.
    void arrangeSeries(bool pinned);
    /// Puts each total above its bar and the device text beside its line, after every layout change.
    void placeLabels();

    Side m_live, m_pinned;
    QBarSet *m_pinnedKey; ///< an empty hatched set: the legend's one entry for A
    bool m_showsPinned = false;
    double m_barWidth = 0;
    QBarCategoryAxis *m_strategyAxis;
    QValueAxis *m_memoryAxis;
    QValueAxis *m_laneAxis;
};

} // namespace infralab
