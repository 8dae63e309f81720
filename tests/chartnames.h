#pragma once
// The charts `infralab export --out DIR` writes when nothing is measured, in their order: the command line's
// tests and the chart registry's test read this one list.

inline const char *const kCharts[] = {
    "roofline",           "kv-cache",        "serving-latency",     "serving-throughput",
    "hardware-operators", "training-memory", "step-time",           "pipeline-gantt",
    "allreduce",          "amdahl",          "platform-checkpoint", "platform-utilisation",
    "cost-totals",        "cost-cumulative", "cost-sensitivity",    "cost-energy"};
