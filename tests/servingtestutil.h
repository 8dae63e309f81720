#pragma once
// What the Serving page's tests share: the course's section 03 `service(B)` written out line for line, the
// A/B tests' two devices, and ways to read its charts (charttestutil.h).
#include "charttestutil.h"
#include "flowlegend.h"
#include "scenario.h"
#include "servingtable.h"
#include "testutil.h"
#include "widgettest.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QTableWidget>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace servingtest {

using namespace infralab;
using namespace charttest;
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

// The A/B tests' B: the course's A100 (312 TFLOP/s, 2.0 TB/s, 80 GB, 2.5 €/h) at batch 8; A is the course's
// H100 at batch 64, pinned first.
constexpr double PA100 = 312e12 * 0.6, BWA100 = 2.0e12;

inline void pinH100ThenA100(Scenario &s)
{
    s.comparison().pin();
    QVERIFY(s.applyAssignments(
        {QStringLiteral("hardware.gpu=course-a100-80"), QStringLiteral("serving.batch=8")}));
}

/// Shows the chart and waits until it is drawn: legend markers report their visibility only then.
inline bool showDrawn(ChartView &chart)
{
    return showAt(chart, {900, 600});
}

/// The serving table's parts, found by object name: the grid, the capacity line and A's capacity line.
struct TableParts
{
    QTableWidget *grid;
    QLabel *capacity, *pinnedCapacity;
};
/// The table's parts once it has drawn its scenario.
inline TableParts drawnParts(ServingTable &table)
{
    table.flushRefresh();
    return {table.findChild<QTableWidget *>(QStringLiteral("serving-table")),
            table.findChild<QLabel *>(QStringLiteral("capacity")),
            table.findChild<QLabel *>(QStringLiteral("pinned-capacity"))};
}

inline bool legendShows(ChartView &chart, QAbstractSeries *series)
{
    const QList<QLegendMarker *> markers = chart.chart()->legend()->markers(series);
    return std::any_of(markers.cbegin(), markers.cend(),
                       [](QLegendMarker *m) { return infralab::shownInLegend(m); });
}

} // namespace servingtest
