#pragma once
// What the Serving page's tests share: the course's section 03 `service(B)` written out line for line, the A/B
// tests' two devices, and ways to find a chart's series, bar sets and plot texts.
#include "chartview.h"
#include "scenario.h"
#include "testutil.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace servingtest {

using namespace infralab;
// Course section 03: N, L, h_kv, d_k; P = 990e12 · 0.6, BW, mem; prompt and output; 4 €/h in its table.
constexpr double N = 8e9, L = 32, Hkv = 8, Dk = 128, P = 990e12 * 0.6, BW = 3.35e12, Mem = 80e9;
constexpr double Prompt = 1500, Output = 300;
constexpr double WeightBytes = N * 2, KvPerToken = 2 * L * Hkv * Dk * 2;
// Exercise 4: 200 req/s, SLO 4 s, margin 30 %.
constexpr double Rate = 200, Slo = 4, Margin = 0.3;

struct Service
{
    bool ok;
    double ttft, tpot, tps, latency;
};

/// The course's `service(B)`, line for line; `p` and `bw` are the H100's unless another device is asked for.
inline Service service(double b, double p = P, double bw = BW)
{
    const double kv = KvPerToken * (Prompt + Output) * b;
    const bool ok = WeightBytes + kv < Mem * 0.9;
    const double ttft = std::max(2 * N * Prompt * b / p, (WeightBytes + kv) / bw);
    const double tpot = std::max((WeightBytes + kv) / bw, 2 * N * b / p);
    return {ok, ttft, tpot, b / tpot, ttft + Output * tpot};
}

template <typename T> T *series(ChartView &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->objectName() == name) return qobject_cast<T *>(s);
    return nullptr;
}

inline QBarSet *barSet(ChartView &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                if (set->objectName() == name) return set;
    return nullptr;
}

/// The texts drawn on the plot next to marker lines.
inline QStringList plotTexts(ChartView &chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart.chart()->childItems())
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item))
            if (text->isVisible()) texts << text->text();
    return texts;
}

// The A/B tests' B: the course's A100 (312 TFLOP/s, 2.0 TB/s, 80 GB, 2.5 €/h) at batch 8; A is the course's
// H100 at batch 64, pinned first.
constexpr double PA100 = 312e12 * 0.6, BWA100 = 2.0e12;

inline void pinH100ThenA100(Scenario &s)
{
    s.pin();
    QVERIFY(s.applyAssignments(
        {QStringLiteral("hardware.gpu=course-a100-80"), QStringLiteral("serving.batch=8")}));
}

inline bool legendShows(ChartView &chart, QAbstractSeries *series)
{
    const QList<QLegendMarker *> markers = chart.chart()->legend()->markers(series);
    return std::any_of(markers.cbegin(), markers.cend(), [](QLegendMarker *m) { return m->isVisible(); });
}

inline QStringList nonFiniteValues(ChartView &chart)
{
    QStringList bad;
    auto checkPoints = [&](const QString &name, const QList<QPointF> &points) {
        for (const QPointF &p : points)
            if (!std::isfinite(p.x()) || !std::isfinite(p.y())) bad << name;
    };
    for (QAbstractSeries *s : chart.chart()->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(s)) checkPoints(s->objectName(), xy->points());
        if (auto *area = qobject_cast<QAreaSeries *>(s)) {
            checkPoints(s->objectName(), area->upperSeries()->points());
            checkPoints(s->objectName(), area->lowerSeries()->points());
        }
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                for (int i = 0; i < set->count(); ++i)
                    if (!std::isfinite(set->at(i))) bad << set->objectName();
    }
    return bad;
}

} // namespace servingtest
