#pragma once
// Exercise 2 and the ZeRO stages side by side: memory of one GPU by strategy, split into its components,
// against the device memory, with the smallest GPU count that fits under each strategy.
#include "chartview.h"
#include "layertextitems.h"
#include "scenariokeys.h"

namespace infralab {

class TrainingMemoryChart : public NamedChart<TrainingMemoryChart>
{
    /// layer(): the components stacked by strategy ("memory", sets by component), a red frame around each bar
    /// that does not fit ("does-not-fit-<i>"), the device's memory ("device-memory"), the totals and the
    /// chosen strategy's verdict as the headline.
    INFRALAB_CHART(TrainingMemoryChart, "training-memory",
                   QT_TR_NOOP("Training memory per GPU by strategy (exercise 2, ZeRO)"))

public:
    static constexpr int kStrategies = 6;

private:
    /// "fits on 4", "none ≤ 64": the smallest GPU count of `strategy` for `s`, and briefly "4", "none".
    static std::pair<QString, QString> fitTexts(const Scenario &s, int strategy);
    /// The precision `key` holds in `s`, as the legend names it ("bf16", "none" translated).
    static QString precisionName(const Scenario &s, Key key);
    /// "FSDP on 8 GPUs: 26 GB per GPU, fits in 80 GB" for the chosen strategy.
    QString verdict(const Scenario &s, bool *fits) const;
    /// Puts each total above its bar and the device texts beside their line, after every layout change.
    void placeLabels();

    LayerTextItems m_texts;
    QBarCategoryAxis *m_strategyAxis;
    QValueAxis *m_memoryAxis;
};

} // namespace infralab
