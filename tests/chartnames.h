#pragma once
// The charts `infralab export --out DIR` writes when nothing is measured, in their order, the tabs' and each
// page's reading order: the command line's tests and the chart registry's test read this one list.

inline const char *const kCharts[] = {"roofline",    "hardware-operators",  "training-memory",
                                      "step-time",   "pipeline-gantt",      "allreduce",
                                      "amdahl",      "serving-latency",     "serving-throughput",
                                      "kv-cache",    "platform-checkpoint", "platform-utilisation",
                                      "cost-totals", "cost-cumulative",     "cost-sensitivity",
                                      "cost-energy"};
