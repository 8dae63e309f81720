<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Catalogue</name>
    <message>
        <source>cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text or {&quot;en&quot;: …, &quot;fr&quot;: …}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: key &quot;%2&quot;: value %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be zero or positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of gpu, tpu, npu, edge, cpu, apple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of precision → TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 peak must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot exceed the %1 attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot exceed the total parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: key &quot;%2&quot;: expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: key &quot;id&quot;: value %2: appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: too large (%2 bytes, at most %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: key &quot;format&quot;: value %2: expected &quot;infralab-catalogue&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: key &quot;version&quot;: value %2: this InfraLab reads version 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown key &quot;%2&quot;: value %3: expected format, version, devices, models or comment</source>
        <translation type="unfinished"></translation>
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
  tables        print the course&apos;s tables, as its code prints them
  report        print every computed figure of the scenario (--json: SI units)
  list          list the catalogue&apos;s devices or models, or the scenario keys

Options:
  --lang fr|en          interface language (default: remembered, else the system&apos;s)
  --scenario FILE       load a scenario file (.infralab, JSON)
  --set KEY=VALUE       change one scenario input; repeatable (infralab list keys)
  --catalogue FILE      add or override devices and models from a JSON file; repeatable
  --json                machine-readable output for report
  --version             print the version
  --help                print this help

Exit codes: 0 success, 2 refused input (the message names the key, the value and the reason),
1 internal failure.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infralab list: value &quot;%1&quot; refused: expected devices, models or keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infralab: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infralab: the built-in catalogue is broken: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infralab: unexpected argument &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1: value &quot;%2&quot; refused: expected a whole number of pixels from 16 to 16384</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option --lang: value &quot;%1&quot; refused: expected fr or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option %1 (infralab --help lists the options)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 %2</source>
        <comment>number then unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>percentage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <comment>bytes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 €</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 /day</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Device (catalogue id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second device to compare (catalogue id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute precision: the device&apos;s peak and the weights&apos; size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preset (catalogue id); choosing one sets the model.* keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of parameters active per token (mixture of experts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size d_model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key/value heads h_kv (MHA = heads, GQA, MQA = 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head dimension d_k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for training throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch B (sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the peak reached when serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable share of the device memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision of the served weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision of the KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak request rate to serve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency objective (SLO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity margin for peaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapter parameters as a share of N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch in tokens per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline stages p (pipeline-parallel degree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batches m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model chunks per stage v (interleaved schedule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backward time relative to forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intra-node bandwidth per GPU and direction (NVLink)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inter-node bandwidth per GPU and direction (InfiniBand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency per collective step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap communication with computation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial fraction s (Amdahl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon in years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API price per million input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API price per million output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud GPU price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud serving batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud request latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak and warm-up factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one on-premise GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise power draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations staff (FTE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of one FTE per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one edge device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance per edge device per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carbon intensity of the electricity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>01 / Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I* (FLOP/B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode 7B bf16 tok/s (batch 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training 7B, MFU 45 % (tok/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading: decoding (memory) does not benefit from TFLOP/s; training (compute) does not benefit from bandwidth. A cheap L4 decodes 3× slower than a 4090 despite the same 24 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 I = %2 FLOP/byte → %3-bound on H100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training %1B with Adam in mixed precision: %2 GB of states + activations → %3 GPUs of 80 GB minimum (without activations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>02 / Training at scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training step 7B, 8 GPUs, batch 4M tokens: compute %1 s, all-reduce %2 s → can be overlapped, efficiency ≈ %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDP: communication ≈ %1 s, state memory per GPU %2 GB (instead of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline p = %1 stages, m = %2 micro-batches: bubble %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-reduce 7B between nodes at 50 GB/s: %1 s per step — hence: tensors within a node, data/pipeline across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serial fraction %1: max speed-up on 64 GPUs = %2× (efficiency %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>03 / Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>€/M tok (4 €/h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batching multiplies throughput and divides cost… until the KV cache no longer fits or latency exceeds the SLO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levers: int8/int4 quantisation (weights ÷2–4 → TPOT ÷2–4, more room for the cache), GQA/MQA (cache ÷4–8), PagedAttention (cache without fragmentation),</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continuous batching (requests join and leave the batch at every step), speculative decoding (batch 1: 2–3× faster), prefix cache (shared system prompt: TTFT ÷ 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at batch 64, each GPU serves %1 req/s (latency %2 s) → %3 GPUs for 200 req/s, plus 30 % margin for peaks and the p95 tail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>05 / Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API           : %1 € over 3 years  — no ops, data at the provider, price may change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cloud     : %1 € over 3 years  — elastic, %2 GPU-h/day, medium ops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise    : %1 € over 3 years  — internal data, fixed capacity, heavy ops, hardware obsolete in 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge (200 sites) : %1 € over 3 years — zero latency, offline, model ≤ 8B int4, remote updates to organise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unquantified criteria: confidentiality (medical data, industrial secrets → local), latency (robot: edge required), availability (offline?),</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variable load (cloud), available ops skills, vendor lock-in, carbon footprint (electricity mix), regulation (AI Act: documentation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 req/day: API %2 €/year vs GPU cloud %3 €/year → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>infralab::MainWindow</name>
    <message>
        <source>InfraLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfraLab: what runs AI models, and what it costs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>infralab::Scenario</name>
    <message>
        <source>key &quot;%1&quot;: value &quot;%2&quot; refused: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (infralab --help lists the keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a device id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such device in the catalogue (infralab list devices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a model id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such model in the catalogue (infralab list models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not of the form key=value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes, at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;infralab-scenario&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this InfraLab reads version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 bytes, at most %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
