<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Catalogue</name>
    <message>
        <source>cannot open "%1": %2</source>
        <translation>cannot open "%1": %2</translation>
    </message>
    <message>
        <source>expected non-empty text</source>
        <translation>expected non-empty text</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>expected a whole number</translation>
    </message>
    <message>
        <source>expected text or {"en": …, "fr": …}</source>
        <translation>expected text or {"en": …, "fr": …}</translation>
    </message>
    <message>
        <source>%1: key "%2": value %3: %4</source>
        <translation>%1: key "%2": value %3: %4</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>expected a number</translation>
    </message>
    <message>
        <source>must be zero or positive</source>
        <translation>must be zero or positive</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>must be positive</translation>
    </message>
    <message>
        <source>must be one of gpu, tpu, npu, edge, cpu, apple</source>
        <translation>must be one of gpu, tpu, npu, edge, cpu, apple</translation>
    </message>
    <message>
        <source>expected an object of precision → TFLOP/s</source>
        <translation>expected an object of precision → TFLOP/s</translation>
    </message>
    <message>
        <source>unknown precision "%1"</source>
        <translation>unknown precision "%1"</translation>
    </message>
    <message>
        <source>the %1 peak must be a positive number</source>
        <translation>the %1 peak must be a positive number</translation>
    </message>
    <message>
        <source>cannot exceed the %1 attention heads</source>
        <translation>cannot exceed the %1 attention heads</translation>
    </message>
    <message>
        <source>cannot exceed the total parameters</source>
        <translation>cannot exceed the total parameters</translation>
    </message>
    <message>
        <source>%1: key "%2": expected an array</source>
        <translation>%1: key "%2": expected an array</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: expected an object</translation>
    </message>
    <message>
        <source>%1: key "id": value %2: appears twice</source>
        <translation>%1: key "id": value %2: appears twice</translation>
    </message>
    <message>
        <source>%1: too large (%2 bytes, at most %3)</source>
        <translation>%1: too large (%2 bytes, at most %3)</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1: not valid JSON at byte %2: %3</translation>
    </message>
    <message>
        <source>%1: key "format": value %2: expected "infralab-catalogue"</source>
        <translation>%1: key "format": value %2: expected "infralab-catalogue"</translation>
    </message>
    <message>
        <source>%1: key "version": value %2: this InfraLab reads version 1</source>
        <translation>%1: key "version": value %2: this InfraLab reads version 1</translation>
    </message>
    <message>
        <source>%1: unknown key "%2": value %3: expected format, version, devices, models or comment</source>
        <translation>%1: unknown key "%2": value %3: expected format, version, devices, models or comment</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage: infralab [FILE] [options]
       infralab tables [--lang fr|en]
       infralab report [--scenario FILE] [--set KEY=VALUE]... [--json]
       infralab list devices|models|keys

InfraLab makes the course chapter on AI infrastructure explorable: rooflines, training memory,
pipelines, serving and costs, with the formula behind every number.

Commands:
  (none)        open the explorer window, with FILE as the scenario if given
  tables        print the course's tables, as its code prints them
  report        print every computed figure of the scenario (--json: SI units)
  list          list the catalogue's devices or models, or the scenario keys

Options:
  --lang fr|en          interface language (default: remembered, else the system's)
  --scenario FILE       load a scenario file (.infralab, JSON)
  --set KEY=VALUE       change one scenario input; repeatable (infralab list keys)
  --catalogue FILE      add or override devices and models from a JSON file; repeatable
  --json                machine-readable output for report
  --version             print the version
  --help                print this help

Exit codes: 0 success, 2 refused input (the message names the key, the value and the reason),
1 internal failure.
</source>
        <translation>Usage: infralab [FILE] [options]
       infralab tables [--lang fr|en]
       infralab report [--scenario FILE] [--set KEY=VALUE]... [--json]
       infralab list devices|models|keys

InfraLab makes the course chapter on AI infrastructure explorable: rooflines, training memory,
pipelines, serving and costs, with the formula behind every number.

Commands:
  (none)        open the explorer window, with FILE as the scenario if given
  tables        print the course's tables, as its code prints them
  report        print every computed figure of the scenario (--json: SI units)
  list          list the catalogue's devices or models, or the scenario keys

Options:
  --lang fr|en          interface language (default: remembered, else the system's)
  --scenario FILE       load a scenario file (.infralab, JSON)
  --set KEY=VALUE       change one scenario input; repeatable (infralab list keys)
  --catalogue FILE      add or override devices and models from a JSON file; repeatable
  --json                machine-readable output for report
  --version             print the version
  --help                print this help

Exit codes: 0 success, 2 refused input (the message names the key, the value and the reason),
1 internal failure.
</translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 B parameters</translation>
    </message>
    <message>
        <source>infralab list: value "%1" refused: expected devices, models or keys</source>
        <translation>infralab list: value "%1" refused: expected devices, models or keys</translation>
    </message>
    <message>
        <source>infralab: %1</source>
        <translation>infralab: %1</translation>
    </message>
    <message>
        <source>infralab: the built-in catalogue is broken: %1</source>
        <translation>infralab: the built-in catalogue is broken: %1</translation>
    </message>
    <message>
        <source>infralab: unexpected argument "%1"</source>
        <translation>infralab: unexpected argument "%1"</translation>
    </message>
    <message>
        <source>option %1: value "%2" refused: expected a whole number of pixels from 16 to 16384</source>
        <translation>option %1: value "%2" refused: expected a whole number of pixels from 16 to 16384</translation>
    </message>
    <message>
        <source>option %1 needs a value</source>
        <translation>option %1 needs a value</translation>
    </message>
    <message>
        <source>option --lang: value "%1" refused: expected fr or en</source>
        <translation>option --lang: value "%1" refused: expected fr or en</translation>
    </message>
    <message>
        <source>unknown option %1 (infralab --help lists the options)</source>
        <translation>unknown option %1 (infralab --help lists the options)</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 %2</source>
        <comment>number then unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>B</source>
        <comment>bytes</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>kB</source>
        <translation>kB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>PB</source>
        <translation>PB</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>FLOP/s</source>
        <translation>FLOP/s</translation>
    </message>
    <message>
        <source>kFLOP/s</source>
        <translation>kFLOP/s</translation>
    </message>
    <message>
        <source>MFLOP/s</source>
        <translation>MFLOP/s</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>PFLOP/s</source>
        <translation>PFLOP/s</translation>
    </message>
    <message>
        <source>EFLOP/s</source>
        <translation>EFLOP/s</translation>
    </message>
    <message>
        <source>B/s</source>
        <translation>B/s</translation>
    </message>
    <message>
        <source>kB/s</source>
        <translation>kB/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>PB/s</source>
        <translation>PB/s</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/B</translation>
    </message>
    <message>
        <source>%1 €</source>
        <translation>€%1</translation>
    </message>
    <message>
        <source>%1 %2/s</source>
        <translation>%1 %2/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 /s</source>
        <translation>%1 /s</translation>
    </message>
    <message>
        <source>%1 /day</source>
        <translation>%1 /day</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Device (catalogue id)</source>
        <translation>Device (catalogue id)</translation>
    </message>
    <message>
        <source>Second device to compare (catalogue id)</source>
        <translation>Second device to compare (catalogue id)</translation>
    </message>
    <message>
        <source>Compute precision: the device's peak and the weights' size</source>
        <translation>Compute precision: the device's peak and the weights' size</translation>
    </message>
    <message>
        <source>Model preset (catalogue id); choosing one sets the model.* keys</source>
        <translation>Model preset (catalogue id); choosing one sets the model.* keys</translation>
    </message>
    <message>
        <source>Parameters N</source>
        <translation>Parameters N</translation>
    </message>
    <message>
        <source>Share of parameters active per token (mixture of experts)</source>
        <translation>Share of parameters active per token (mixture of experts)</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>Layers L</translation>
    </message>
    <message>
        <source>Hidden size d_model</source>
        <translation>Hidden size d_model</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <source>Key/value heads h_kv (MHA = heads, GQA, MQA = 1)</source>
        <translation>Key/value heads h_kv (MHA = heads, GQA, MQA = 1)</translation>
    </message>
    <message>
        <source>Head dimension d_k</source>
        <translation>Head dimension d_k</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for training throughput</source>
        <translation>Model FLOPs utilisation for training throughput</translation>
    </message>
    <message>
        <source>Batch B (sequences)</source>
        <translation>Batch B (sequences)</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt tokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Output tokens</translation>
    </message>
    <message>
        <source>Share of the peak reached when serving</source>
        <translation>Share of the peak reached when serving</translation>
    </message>
    <message>
        <source>Usable share of the device memory</source>
        <translation>Usable share of the device memory</translation>
    </message>
    <message>
        <source>Precision of the served weights</source>
        <translation>Precision of the served weights</translation>
    </message>
    <message>
        <source>Precision of the KV cache</source>
        <translation>Precision of the KV cache</translation>
    </message>
    <message>
        <source>Peak request rate to serve</source>
        <translation>Peak request rate to serve</translation>
    </message>
    <message>
        <source>Latency objective (SLO)</source>
        <translation>Latency objective (SLO)</translation>
    </message>
    <message>
        <source>Capacity margin for peaks</source>
        <translation>Capacity margin for peaks</translation>
    </message>
    <message>
        <source>Memory strategy</source>
        <translation>Memory strategy</translation>
    </message>
    <message>
        <source>GPU count n</source>
        <translation>GPU count n</translation>
    </message>
    <message>
        <source>Activation memory per GPU</source>
        <translation>Activation memory per GPU</translation>
    </message>
    <message>
        <source>LoRA adapter parameters as a share of N</source>
        <translation>LoRA adapter parameters as a share of N</translation>
    </message>
    <message>
        <source>Global batch in tokens per step</source>
        <translation>Global batch in tokens per step</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Tensor-parallel degree</translation>
    </message>
    <message>
        <source>Pipeline stages p (pipeline-parallel degree)</source>
        <translation>Pipeline stages p (pipeline-parallel degree)</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>Data-parallel degree</translation>
    </message>
    <message>
        <source>Micro-batches m</source>
        <translation>Micro-batches m</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline schedule</translation>
    </message>
    <message>
        <source>Model chunks per stage v (interleaved schedule)</source>
        <translation>Model chunks per stage v (interleaved schedule)</translation>
    </message>
    <message>
        <source>Backward time relative to forward</source>
        <translation>Backward time relative to forward</translation>
    </message>
    <message>
        <source>Intra-node bandwidth per GPU and direction (NVLink)</source>
        <translation>Intra-node bandwidth per GPU and direction (NVLink)</translation>
    </message>
    <message>
        <source>Inter-node bandwidth per GPU and direction (InfiniBand)</source>
        <translation>Inter-node bandwidth per GPU and direction (InfiniBand)</translation>
    </message>
    <message>
        <source>Latency per collective step</source>
        <translation>Latency per collective step</translation>
    </message>
    <message>
        <source>Overlap communication with computation</source>
        <translation>Overlap communication with computation</translation>
    </message>
    <message>
        <source>Serial fraction s (Amdahl)</source>
        <translation>Serial fraction s (Amdahl)</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Requests per day</translation>
    </message>
    <message>
        <source>Horizon in years</source>
        <translation>Horizon in years</translation>
    </message>
    <message>
        <source>API price per million input tokens</source>
        <translation>API price per million input tokens</translation>
    </message>
    <message>
        <source>API price per million output tokens</source>
        <translation>API price per million output tokens</translation>
    </message>
    <message>
        <source>Cloud GPU price per hour</source>
        <translation>Cloud GPU price per hour</translation>
    </message>
    <message>
        <source>Cloud serving batch</source>
        <translation>Cloud serving batch</translation>
    </message>
    <message>
        <source>Cloud request latency</source>
        <translation>Cloud request latency</translation>
    </message>
    <message>
        <source>Peak and warm-up factor</source>
        <translation>Peak and warm-up factor</translation>
    </message>
    <message>
        <source>On-premise GPUs</source>
        <translation>On-premise GPUs</translation>
    </message>
    <message>
        <source>Price of one on-premise GPU</source>
        <translation>Price of one on-premise GPU</translation>
    </message>
    <message>
        <source>Hosting per month</source>
        <translation>Hosting per month</translation>
    </message>
    <message>
        <source>On-premise power draw</source>
        <translation>On-premise power draw</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Electricity price</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>Power usage effectiveness (PUE)</translation>
    </message>
    <message>
        <source>Operations staff (FTE)</source>
        <translation>Operations staff (FTE)</translation>
    </message>
    <message>
        <source>Cost of one FTE per year</source>
        <translation>Cost of one FTE per year</translation>
    </message>
    <message>
        <source>Edge devices</source>
        <translation>Edge devices</translation>
    </message>
    <message>
        <source>Price of one edge device</source>
        <translation>Price of one edge device</translation>
    </message>
    <message>
        <source>Maintenance per edge device per year</source>
        <translation>Maintenance per edge device per year</translation>
    </message>
    <message>
        <source>Carbon intensity of the electricity</source>
        <translation>Carbon intensity of the electricity</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>01 / Hardware</source>
        <translation>01 / Hardware</translation>
    </message>
    <message>
        <source>device</source>
        <translation>device</translation>
    </message>
    <message>
        <source>I* (FLOP/B)</source>
        <translation>I* (FLOP/B)</translation>
    </message>
    <message>
        <source>decode 7B bf16 tok/s (batch 1)</source>
        <translation>decode 7B bf16 tok/s (batch 1)</translation>
    </message>
    <message>
        <source>training 7B, MFU 45 % (tok/s)</source>
        <translation>training 7B, MFU 45 % (tok/s)</translation>
    </message>
    <message>
        <source>Reading: decoding (memory) does not benefit from TFLOP/s; training (compute) does not benefit from bandwidth. A cheap L4 decodes 3× slower than a 4090 despite the same 24 GB.</source>
        <translation>Reading: decoding (memory) does not benefit from TFLOP/s; training (compute) does not benefit from bandwidth. A cheap L4 decodes 3× slower than a 4090 despite the same 24 GB.</translation>
    </message>
    <message>
        <source>%1 I = %2 FLOP/byte → %3-bound on H100</source>
        <translation>%1 I = %2 FLOP/byte → %3-bound on H100</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>compute</translation>
    </message>
    <message>
        <source>training %1B with Adam in mixed precision: %2 GB of states + activations → %3 GPUs of 80 GB minimum (without activations)</source>
        <translation>training %1B with Adam in mixed precision: %2 GB of states + activations → %3 GPUs of 80 GB minimum (without activations)</translation>
    </message>
    <message>
        <source>02 / Training at scale</source>
        <translation>02 / Training at scale</translation>
    </message>
    <message>
        <source>training step 7B, 8 GPUs, batch 4M tokens: compute %1 s, all-reduce %2 s → can be overlapped, efficiency ≈ %3</source>
        <translation>training step 7B, 8 GPUs, batch 4M tokens: compute %1 s, all-reduce %2 s → can be overlapped, efficiency ≈ %3</translation>
    </message>
    <message>
        <source>FSDP: communication ≈ %1 s, state memory per GPU %2 GB (instead of %3)</source>
        <translation>FSDP: communication ≈ %1 s, state memory per GPU %2 GB (instead of %3)</translation>
    </message>
    <message>
        <source>pipeline p = %1 stages, m = %2 micro-batches: bubble %3</source>
        <translation>pipeline p = %1 stages, m = %2 micro-batches: bubble %3</translation>
    </message>
    <message>
        <source>all-reduce 7B between nodes at 50 GB/s: %1 s per step — hence: tensors within a node, data/pipeline across nodes</source>
        <translation>all-reduce 7B between nodes at 50 GB/s: %1 s per step — hence: tensors within a node, data/pipeline across nodes</translation>
    </message>
    <message>
        <source>serial fraction %1: max speed-up on 64 GPUs = %2× (efficiency %3)</source>
        <translation>serial fraction %1: max speed-up on 64 GPUs = %2× (efficiency %3)</translation>
    </message>
    <message>
        <source>03 / Serving</source>
        <translation>03 / Serving</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>batch</translation>
    </message>
    <message>
        <source>fits?</source>
        <translation>fits?</translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation>TTFT (s)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>tok/s</translation>
    </message>
    <message>
        <source>latency (s)</source>
        <translation>latency (s)</translation>
    </message>
    <message>
        <source>€/M tok (4 €/h)</source>
        <translation>€/M tok (4 €/h)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>Batching multiplies throughput and divides cost… until the KV cache no longer fits or latency exceeds the SLO.</source>
        <translation>Batching multiplies throughput and divides cost… until the KV cache no longer fits or latency exceeds the SLO.</translation>
    </message>
    <message>
        <source>Levers: int8/int4 quantisation (weights ÷2–4 → TPOT ÷2–4, more room for the cache), GQA/MQA (cache ÷4–8), PagedAttention (cache without fragmentation),</source>
        <translation>Levers: int8/int4 quantisation (weights ÷2–4 → TPOT ÷2–4, more room for the cache), GQA/MQA (cache ÷4–8), PagedAttention (cache without fragmentation),</translation>
    </message>
    <message>
        <source>continuous batching (requests join and leave the batch at every step), speculative decoding (batch 1: 2–3× faster), prefix cache (shared system prompt: TTFT ÷ 10).</source>
        <translation>continuous batching (requests join and leave the batch at every step), speculative decoding (batch 1: 2–3× faster), prefix cache (shared system prompt: TTFT ÷ 10).</translation>
    </message>
    <message>
        <source>at batch 64, each GPU serves %1 req/s (latency %2 s) → %3 GPUs for 200 req/s, plus 30 % margin for peaks and the p95 tail</source>
        <translation>at batch 64, each GPU serves %1 req/s (latency %2 s) → %3 GPUs for 200 req/s, plus 30 % margin for peaks and the p95 tail</translation>
    </message>
    <message>
        <source>05 / Choose</source>
        <translation>05 / Choose</translation>
    </message>
    <message>
        <source>API           : %1 € over 3 years  — no ops, data at the provider, price may change</source>
        <translation>API           : %1 € over 3 years  — no ops, data at the provider, price may change</translation>
    </message>
    <message>
        <source>GPU cloud     : %1 € over 3 years  — elastic, %2 GPU-h/day, medium ops</source>
        <translation>GPU cloud     : %1 € over 3 years  — elastic, %2 GPU-h/day, medium ops</translation>
    </message>
    <message>
        <source>On-premise    : %1 € over 3 years  — internal data, fixed capacity, heavy ops, hardware obsolete in 3 years</source>
        <translation>On-premise    : %1 € over 3 years  — internal data, fixed capacity, heavy ops, hardware obsolete in 3 years</translation>
    </message>
    <message>
        <source>Edge (200 sites) : %1 € over 3 years — zero latency, offline, model ≤ 8B int4, remote updates to organise</source>
        <translation>Edge (200 sites) : %1 € over 3 years — zero latency, offline, model ≤ 8B int4, remote updates to organise</translation>
    </message>
    <message>
        <source>Unquantified criteria: confidentiality (medical data, industrial secrets → local), latency (robot: edge required), availability (offline?),</source>
        <translation>Unquantified criteria: confidentiality (medical data, industrial secrets → local), latency (robot: edge required), availability (offline?),</translation>
    </message>
    <message>
        <source>variable load (cloud), available ops skills, vendor lock-in, carbon footprint (electricity mix), regulation (AI Act: documentation).</source>
        <translation>variable load (cloud), available ops skills, vendor lock-in, carbon footprint (electricity mix), regulation (AI Act: documentation).</translation>
    </message>
    <message>
        <source>%1 req/day: API %2 €/year vs GPU cloud %3 €/year → %4</source>
        <translation>%1 req/day: API %2 €/year vs GPU cloud %3 €/year → %4</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
</context>
<context>
    <name>infralab::MainWindow</name>
    <message>
        <source>InfraLab</source>
        <translation>InfraLab</translation>
    </message>
    <message>
        <source>InfraLab: what runs AI models, and what it costs.</source>
        <translation>InfraLab: what runs AI models, and what it costs.</translation>
    </message>
</context>
<context>
    <name>infralab::Scenario</name>
    <message>
        <source>key "%1": value "%2" refused: %3</source>
        <translation>key "%1": value "%2" refused: %3</translation>
    </message>
    <message>
        <source>unknown key "%1" (infralab --help lists the keys)</source>
        <translation>unknown key "%1" (infralab --help lists the keys)</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>not a number</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>expected a number</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>not a finite number</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>expected a whole number</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>must be between %1 and %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>expected true or false</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>expected text</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>must be one of: %1</translation>
    </message>
    <message>
        <source>expected a device id</source>
        <translation>expected a device id</translation>
    </message>
    <message>
        <source>no such device in the catalogue (infralab list devices)</source>
        <translation>no such device in the catalogue (infralab list devices)</translation>
    </message>
    <message>
        <source>expected a model id</source>
        <translation>expected a model id</translation>
    </message>
    <message>
        <source>no such model in the catalogue (infralab list models)</source>
        <translation>no such model in the catalogue (infralab list models)</translation>
    </message>
    <message>
        <source>unsupported type</source>
        <translation>unsupported type</translation>
    </message>
    <message>
        <source>"%1" is not of the form key=value</source>
        <translation>"%1" is not of the form key=value</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes, at most %2)</source>
        <translation>the file is too large (%1 bytes, at most %2)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>not valid JSON at byte %1: %2</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>the top level must be a JSON object</translation>
    </message>
    <message>
        <source>expected "infralab-scenario"</source>
        <translation>expected "infralab-scenario"</translation>
    </message>
    <message>
        <source>this InfraLab reads version %1</source>
        <translation>this InfraLab reads version %1</translation>
    </message>
    <message>
        <source>unknown key "%1" at the top level</source>
        <translation>unknown key "%1" at the top level</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>expected an object</translation>
    </message>
    <message>
        <source>cannot open "%1": %2</source>
        <translation>cannot open "%1": %2</translation>
    </message>
    <message>
        <source>"%1" is too large (%2 bytes, at most %3)</source>
        <translation>"%1" is too large (%2 bytes, at most %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot write "%1": %2</source>
        <translation>cannot write "%1": %2</translation>
    </message>
</context>
</TS>
