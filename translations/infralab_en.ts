<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Answers</name>
    <message>
        <source>s, ms, µs, min or h</source>
        <translation>s, ms, µs, min or h</translation>
    </message>
    <message>
        <source>B, kB, MB, GB or TB</source>
        <translation>B, kB, MB, GB or TB</translation>
    </message>
    <message>
        <source>/s, tok/s or req/s</source>
        <translation>/s, tok/s or req/s</translation>
    </message>
    <message>
        <source>a whole number, e.g. 8 or 8 GPUs</source>
        <translation>a whole number, e.g. 8 or 8 GPUs</translation>
    </message>
    <message>
        <source>a percentage or a fraction, e.g. 18 % or 0.18</source>
        <translation>a percentage or a fraction, e.g. 18 % or 0.18</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>€ or EUR</source>
        <translation>€ or EUR</translation>
    </message>
    <message>
        <source>a duration</source>
        <translation>a duration</translation>
    </message>
    <message>
        <source>a size in bytes</source>
        <translation>a size in bytes</translation>
    </message>
    <message>
        <source>a rate per second</source>
        <translation>a rate per second</translation>
    </message>
    <message>
        <source>a count</source>
        <translation>a count</translation>
    </message>
    <message>
        <source>a share</source>
        <translation>a share</translation>
    </message>
    <message>
        <source>an arithmetic intensity</source>
        <translation>an arithmetic intensity</translation>
    </message>
    <message>
        <source>an amount in euros</source>
        <translation>an amount in euros</translation>
    </message>
    <message>
        <source>The answer is empty: type a number and its unit.</source>
        <translation>The answer is empty: type a number and its unit.</translation>
    </message>
    <message>
        <source>“%1”: this question expects a word, not a quantity.</source>
        <translation>“%1”: this question expects a word, not a quantity.</translation>
    </message>
    <message>
        <source>“%1” does not start with a number: write for example 0.02, 0,02, 2e-2 or 1 500.</source>
        <translation>“%1” does not start with a number: write for example 0.02, 0,02, 2e-2 or 1 500.</translation>
    </message>
    <message>
        <source>“%1” is not a finite number.</source>
        <translation>“%1” is not a finite number.</translation>
    </message>
    <message>
        <source>“%1” needs a unit: %2.</source>
        <translation>“%1” needs a unit: %2.</translation>
    </message>
    <message>
        <source>“%1”: “%2” is not a unit of %3; use %4.</source>
        <translation>“%1”: “%2” is not a unit of %3; use %4.</translation>
    </message>
    <message>
        <source>“%1” names none of the answers: %2.</source>
        <translation>“%1” names none of the answers: %2.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>only %1 of %2 bytes could be written</translation>
    </message>
    <message>
        <source>the %1 bytes could not all be written</source>
        <translation>the %1 bytes could not all be written</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
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
    <message>
        <source>%1: the catalogue would hold %2 devices and %3 models, at most %4 of each</source>
        <translation>%1: the catalogue would hold %2 devices and %3 models, at most %4 of each</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>expected true or false</translation>
    </message>
    <message>
        <source>must be between %1 and %2 %3</source>
        <translation>must be between %1 and %2 %3</translation>
    </message>
    <message>
        <source>the %1 peak must be between %2 and %3 TFLOP/s</source>
        <translation>the %1 peak must be between %2 and %3 TFLOP/s</translation>
    </message>
    <message>
        <source>must be at least %1 of the total parameters</source>
        <translation>must be at least %1 of the total parameters</translation>
    </message>
    <message>
        <source>%1: key "%2": %3 entries, at most %4 in one file</source>
        <translation>%1: key "%2": %3 entries, at most %4 in one file</translation>
    </message>
    <message>
        <source>cannot exceed the %1 experts</source>
        <translation>cannot exceed the %1 experts</translation>
    </message>
    <message>
        <source>must be 2 (plain) or 3 (gated)</source>
        <translation>must be 2 (plain) or 3 (gated)</translation>
    </message>
    <message>
        <source>give memory_gb or memory_gib, not both</source>
        <translation>give memory_gb or memory_gib, not both</translation>
    </message>
</context>
<context>
    <name>ChartLabels</name>
    <message>
        <source>dashed: pinned — %1</source>
        <comment>what the pinned scenario is</comment>
        <translation>dashed: pinned — %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
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
    <message>
        <source>infralab export: option --out: folder "%1" refused: it cannot be created or written</source>
        <translation>infralab export: option --out: folder "%1" refused: it cannot be created or written</translation>
    </message>
    <message>
        <source>infralab export: %1</source>
        <translation>infralab export: %1</translation>
    </message>
    <message>
        <source>infralab: bench: tab "%1" refused: expected one of %2</source>
        <translation>infralab: bench: tab "%1" refused: expected one of %2</translation>
    </message>
    <message>
        <source>infralab: warning: %1: %2</source>
        <translation>infralab: warning: %1: %2</translation>
    </message>
    <message>
        <source>option %1: value "" refused: expected a file name</source>
        <translation>option %1: value "" refused: expected a file name</translation>
    </message>
    <message>
        <source>option --csv: value "%1" refused: expected rfc4180 (commas, decimal point) or fr (semicolons, decimal comma)</source>
        <translation>option --csv: value "%1" refused: expected rfc4180 (commas, decimal point) or fr (semicolons, decimal comma)</translation>
    </message>
    <message>
        <source>a device id (infralab list devices)</source>
        <translation>a device id (infralab list devices)</translation>
    </message>
    <message>
        <source>a model id (infralab list models)</source>
        <translation>a model id (infralab list models)</translation>
    </message>
    <message>
        <source>option --tab: value "%1" refused: expected one of %2</source>
        <translation>option --tab: value "%1" refused: expected one of %2</translation>
    </message>
    <message>
        <source>option --chart: value "" refused: expected a chart's name, e.g. roofline</source>
        <translation>option --chart: value "" refused: expected a chart's name, e.g. roofline</translation>
    </message>
    <message>
        <source>option %1: file "%2" refused: it is a folder</source>
        <translation>option %1: file "%2" refused: it is a folder</translation>
    </message>
    <message>
        <source>option %1: file "%2" refused: its folder does not exist or cannot be written</source>
        <translation>option %1: file "%2" refused: its folder does not exist or cannot be written</translation>
    </message>
    <message>
        <source>option --chart needs --out FILE.png or --out FILE.svg</source>
        <translation>option --chart needs --out FILE.png or --out FILE.svg</translation>
    </message>
    <message>
        <source>option --svg refused with --chart: the extension of --out FILE chooses PNG or SVG</source>
        <translation>option --svg refused with --chart: the extension of --out FILE chooses PNG or SVG</translation>
    </message>
    <message>
        <source>option --out: file "%1" refused: with --chart, expected a name ending in .png or .svg</source>
        <translation>option --out: file "%1" refused: with --chart, expected a name ending in .png or .svg</translation>
    </message>
    <message>
        <source>option --out DIR or --pdf FILE is required</source>
        <translation>option --out DIR or --pdf FILE is required</translation>
    </message>
    <message>
        <source>option --svg needs --out DIR</source>
        <translation>option --svg needs --out DIR</translation>
    </message>
    <message>
        <source>infralab export: option --chart: value "%1" refused: expected one of %2</source>
        <translation>infralab export: option --chart: value "%1" refused: expected one of %2</translation>
    </message>
    <message>
        <source>Matrix product n × n by n × n, %1 (2·n³ FLOP):</source>
        <translation>Matrix product n × n by n × n, %1 (2·n³ FLOP):</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>all cores (%1)</source>
        <translation>all cores (%1)</translation>
    </message>
    <message>
        <source>one core</source>
        <translation>one core</translation>
    </message>
    <message>
        <source>The course's operations, fp32, run here:</source>
        <translation>The course's operations, fp32, run here:</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>operation</translation>
    </message>
    <message>
        <source>intensity</source>
        <translation>intensity</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>roofline</source>
        <translation>roofline</translation>
    </message>
    <message>
        <source>measured / roofline</source>
        <translation>measured / roofline</translation>
    </message>
    <message>
        <source>This computer: %1, %2, %3 cores, %4 of memory, measured on %5</source>
        <translation>This computer: %1, %2, %3 cores, %4 of memory, measured on %5</translation>
    </message>
    <message>
        <source>bf16: not available (no avx512_bf16 or amx_bf16 in /proc/cpuinfo)</source>
        <translation>bf16: not available (no avx512_bf16 or amx_bf16 in /proc/cpuinfo)</translation>
    </message>
    <message>
        <source>Memory bandwidth, all cores:</source>
        <translation>Memory bandwidth, all cores:</translation>
    </message>
    <message>
        <source>copy a = b (2 × size)</source>
        <translation>copy a = b (2 × size)</translation>
    </message>
    <message>
        <source>triad a = b + s·c (3 × size)</source>
        <translation>triad a = b + s·c (3 × size)</translation>
    </message>
    <message>
        <source>matmul %1 %2 × %2, all cores</source>
        <translation>matmul %1 %2 × %2, all cores</translation>
    </message>
    <message>
        <source>matmul %1 %2 × %2, one core</source>
        <translation>matmul %1 %2 × %2, one core</translation>
    </message>
    <message>
        <source>bandwidth %1, %2 MiB</source>
        <translation>bandwidth %1, %2 MiB</translation>
    </message>
    <message>
        <source>infralab: warning: the measurement of this computer is ignored: %1</source>
        <translation>infralab: warning: the measurement of this computer is ignored: %1</translation>
    </message>
    <message>
        <source>measure: %1 … %2/%3</source>
        <translation>measure: %1 … %2/%3</translation>
    </message>
    <message>
        <source>infralab measure: the measurement could not be saved: %1</source>
        <translation>infralab measure: the measurement could not be saved: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <source>infralab export: option --chart: value "%1" refused: this computer has not been measured (infralab measure)</source>
        <translation>infralab export: option --chart: value "%1" refused: this computer has not been measured (infralab measure)</translation>
    </message>
    <message>
        <source>(dense layer %1 tokens × d = %2; convolution %3 × %3 × %4 channels; attention n = %5, d_k = %6; decoding d = %2; --size changes them)</source>
        <translation>(dense layer %1 tokens × d = %2; convolution %3 × %3 × %4 channels; attention n = %5, d_k = %6; decoding d = %2; --size changes them)</translation>
    </message>
    <message>
        <source>option --size is taken by measure only</source>
        <translation>option --size is taken by measure only</translation>
    </message>
    <message>
        <source>option --size: %1</source>
        <translation>option --size: %1</translation>
    </message>
    <message>
        <source>option --measurements is taken by the window, report and export only</source>
        <translation>option --measurements is taken by the window, report and export only</translation>
    </message>
    <message>
        <source>Matrix product n × n by n × n, bf16 emulated by Eigen (no native bf16 product: not this computer's roof; 2·n³ FLOP):</source>
        <translation>Matrix product n × n by n × n, bf16 emulated by Eigen (no native bf16 product: not this computer's roof; 2·n³ FLOP):</translation>
    </message>
    <message>
        <source>Measured roofline: peak %1 (reached by %4), bandwidth %2, ridge point %3</source>
        <translation>Measured roofline: peak %1 (reached by %4), bandwidth %2, ridge point %3</translation>
    </message>
    <message>
        <source>Usage: infralab [FILE] [options]
       infralab tables [--lang fr|en]
       infralab report [--scenario FILE] [--set KEY=VALUE]... [--json] [--measurements FILE]
       infralab list devices|models|keys
       infralab export --out DIR [--svg] [--csv rfc4180|fr] [--pdf FILE] [--scenario FILE]
                       [--set KEY=VALUE]... [--width W] [--height H] [--measurements FILE]
       infralab export --pdf FILE [--scenario FILE] [--set KEY=VALUE]... [--measurements FILE]
       infralab export --chart NAME --out FILE.png|FILE.svg [--scenario FILE] [--set KEY=VALUE]...
                       [--width W] [--height H] [--measurements FILE]
       infralab bench [TAB...] [--steps N] [--pinned] [--presentation] [--json]
       infralab measure [--quick] [--json] [--size NAME=VALUE]...

InfraLab makes the course chapter on AI infrastructure explorable: rooflines, training memory,
pipelines, serving and costs, with the formula behind every number.

Commands:
  (none)        open the explorer window, with FILE as the scenario if given
  tables        print the course's tables, as its code prints them
  report        print every computed figure of the scenario (--json: SI units)
  list          list the catalogue's devices or models, or the scenario keys
  export        write one PNG per chart of every view and the tables as CSV into DIR, and the
                PDF lab report with --pdf, without a display
  bench         measure the time from a change to the finished repaint, off screen
  measure       measure this computer (matrix products, memory bandwidth, the course's
                operations) and add it to the catalogue as "This computer"

Options:
  --lang fr|en          interface language (default: remembered, else the system's)
  --scenario FILE       load a scenario file (.infralab, JSON)
  --set KEY=VALUE       change one scenario input; repeatable (infralab list keys)
  --compare FILE        pin FILE's scenario: every chart and table shows it beside the current one
  --catalogue FILE      add or override devices and models from a JSON file; repeatable
  --json                machine-readable output for report, bench and measure
  --quick               measure in a few seconds: sizes up to 1024, 256 MB buffers
  --size NAME=VALUE     measure runs the course's operations at that size: dense.tokens,
                        dense.d_model, conv.side, conv.channels, attention.seq_len,
                        attention.head_dim (a value out of its range is refused with it)
  --presentation        start full screen, zoomed for a projector (bench: presentation mode on a
                        1920×1080 screen)
  --pinned              bench pins its starting scenario, so that every chart draws two layers
  --tab NAME            open the window on one of its tabs:
                        %1
  --zoom PERCENT        open the window at that zoom, 60 to 300 (at most what the screen holds),
                        as View &gt; Zoom sets it and remembered with it
  --out DIR             folder for export (created if needed); with --chart, the file to write
  --chart NAME          export writes that chart alone (NAME as in the files of --out DIR, e.g.
                        roofline), as PNG or SVG from the extension of --out FILE
  --svg                 export also writes one SVG per chart into DIR
  --csv rfc4180|fr      CSV files of export: rfc4180 (default: commas, decimal point) or fr
                        (French spreadsheets: semicolons, decimal comma)
  --pdf FILE            export writes the lab report (PDF, A4) to FILE
  --measurements FILE   the window, report and export put the model against measured points: a vLLM
                        benchmark_serving.py result, an Ollama /api/generate answer or a CSV
  --width W, --height H export size in pixels (default 2400 × 1500)
  --steps N             steps of each slider drag of bench (default 500; 0: start-up and memory only)
  --version             print the version
  --help                print this help

Exit codes: 0 success, 2 refused input (the message names the key, the value and the reason),
1 internal failure.
</source>
        <translation>Usage: infralab [FILE] [options]
       infralab tables [--lang fr|en]
       infralab report [--scenario FILE] [--set KEY=VALUE]... [--json] [--measurements FILE]
       infralab list devices|models|keys
       infralab export --out DIR [--svg] [--csv rfc4180|fr] [--pdf FILE] [--scenario FILE]
                       [--set KEY=VALUE]... [--width W] [--height H] [--measurements FILE]
       infralab export --pdf FILE [--scenario FILE] [--set KEY=VALUE]... [--measurements FILE]
       infralab export --chart NAME --out FILE.png|FILE.svg [--scenario FILE] [--set KEY=VALUE]...
                       [--width W] [--height H] [--measurements FILE]
       infralab bench [TAB...] [--steps N] [--pinned] [--presentation] [--json]
       infralab measure [--quick] [--json] [--size NAME=VALUE]...

InfraLab makes the course chapter on AI infrastructure explorable: rooflines, training memory,
pipelines, serving and costs, with the formula behind every number.

Commands:
  (none)        open the explorer window, with FILE as the scenario if given
  tables        print the course's tables, as its code prints them
  report        print every computed figure of the scenario (--json: SI units)
  list          list the catalogue's devices or models, or the scenario keys
  export        write one PNG per chart of every view and the tables as CSV into DIR, and the
                PDF lab report with --pdf, without a display
  bench         measure the time from a change to the finished repaint, off screen
  measure       measure this computer (matrix products, memory bandwidth, the course's
                operations) and add it to the catalogue as "This computer"

Options:
  --lang fr|en          interface language (default: remembered, else the system's)
  --scenario FILE       load a scenario file (.infralab, JSON)
  --set KEY=VALUE       change one scenario input; repeatable (infralab list keys)
  --compare FILE        pin FILE's scenario: every chart and table shows it beside the current one
  --catalogue FILE      add or override devices and models from a JSON file; repeatable
  --json                machine-readable output for report, bench and measure
  --quick               measure in a few seconds: sizes up to 1024, 256 MB buffers
  --size NAME=VALUE     measure runs the course's operations at that size: dense.tokens,
                        dense.d_model, conv.side, conv.channels, attention.seq_len,
                        attention.head_dim (a value out of its range is refused with it)
  --presentation        start full screen, zoomed for a projector (bench: presentation mode on a
                        1920×1080 screen)
  --pinned              bench pins its starting scenario, so that every chart draws two layers
  --tab NAME            open the window on one of its tabs:
                        %1
  --zoom PERCENT        open the window at that zoom, 60 to 300 (at most what the screen holds),
                        as View &gt; Zoom sets it and remembered with it
  --out DIR             folder for export (created if needed); with --chart, the file to write
  --chart NAME          export writes that chart alone (NAME as in the files of --out DIR, e.g.
                        roofline), as PNG or SVG from the extension of --out FILE
  --svg                 export also writes one SVG per chart into DIR
  --csv rfc4180|fr      CSV files of export: rfc4180 (default: commas, decimal point) or fr
                        (French spreadsheets: semicolons, decimal comma)
  --pdf FILE            export writes the lab report (PDF, A4) to FILE
  --measurements FILE   the window, report and export put the model against measured points: a vLLM
                        benchmark_serving.py result, an Ollama /api/generate answer or a CSV
  --width W, --height H export size in pixels (default 2400 × 1500)
  --steps N             steps of each slider drag of bench (default 500; 0: start-up and memory only)
  --version             print the version
  --help                print this help

Exit codes: 0 success, 2 refused input (the message names the key, the value and the reason),
1 internal failure.
</translation>
    </message>
    <message>
        <source>option %1: value "%2" refused: the option takes no value</source>
        <translation>option %1: value "%2" refused: the option takes no value</translation>
    </message>
    <message>
        <source>option --pinned refused: only bench takes it (the window pins with the Compare menu)</source>
        <translation>option --pinned refused: only bench takes it (the window pins with the Compare menu)</translation>
    </message>
    <message>
        <source>option --pinned refused with --compare: --compare already pins its file as the pinned scenario</source>
        <translation>option --pinned refused with --compare: --compare already pins its file as the pinned scenario</translation>
    </message>
    <message>
        <source>expected a whole number of pixels from %1 to %2, in digits only</source>
        <translation>expected a whole number of pixels from %1 to %2, in digits only</translation>
    </message>
    <message>
        <source>expected a whole number of steps from %1 to %2, in digits only</source>
        <translation>expected a whole number of steps from %1 to %2, in digits only</translation>
    </message>
    <message>
        <source>expected a whole percentage from %1 to %2 (100: normal size), in digits only</source>
        <translation>expected a whole percentage from %1 to %2 (100: normal size), in digits only</translation>
    </message>
    <message>
        <source>option %1: value "%2" refused: %3</source>
        <translation>option %1: value "%2" refused: %3</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>Pinned</source>
        <comment>the scenario pinned for comparison, as a header or a line's start</comment>
        <translation>Pinned</translation>
    </message>
    <message>
        <source>Current</source>
        <comment>the live scenario compared with the pinned one, as a header or a line's start</comment>
        <translation>Current</translation>
    </message>
    <message>
        <source>%1 (pinned)</source>
        <comment>a series or column of the pinned scenario</comment>
        <translation>%1 (pinned)</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <comment>a series or column of the live scenario</comment>
        <translation>%1 (current)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>Pinned or Current, then what it is</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>Exercise 1 — Roofline</source>
        <translation>Exercise 1 — Roofline</translation>
    </message>
    <message>
        <source>Exercise 2 — Training memory and GPU count</source>
        <translation>Exercise 2 — Training memory and GPU count</translation>
    </message>
    <message>
        <source>Exercise 3 — Ring all-reduce and pipeline bubble</source>
        <translation>Exercise 3 — Ring all-reduce and pipeline bubble</translation>
    </message>
    <message>
        <source>Exercise 4 — Capacity of a service under an SLO</source>
        <translation>Exercise 4 — Capacity of a service under an SLO</translation>
    </message>
    <message>
        <source>Written exercise 3 — A robot's Jetson Orin</source>
        <translation>Written exercise 3 — A robot's Jetson Orin</translation>
    </message>
    <message>
        <source>Decoding at batch 1 reads every weight once per token. For a model of N = %1 parameters stored in %2 bytes per value, on a device of peak %3 and bandwidth %4, what is the time bound temps_noyau(W, Q, P, β) of one token?</source>
        <translation>Decoding at batch 1 reads every weight once per token. For a model of N = %1 parameters stored in %2 bytes per value, on a device of peak %3 and bandwidth %4, what is the time bound temps_noyau(W, Q, P, β) of one token?</translation>
    </message>
    <message>
        <source>Theorem 1: time ≥ max(W/P, Q/β).
W = 2N = %1; Q = N·b = %2.
W/P = %3 (compute); Q/β = %4 (memory).
Time per token ≥ %5: the larger term sets the regime.</source>
        <translation>Theorem 1: time ≥ max(W/P, Q/β).
W = 2N = %1; Q = N·b = %2.
W/P = %3 (compute); Q/β = %4 (memory).
Time per token ≥ %5: the larger term sets the regime.</translation>
    </message>
    <message>
        <source>Course, exercise 1 and theorem 1</source>
        <translation>Course, exercise 1 and theorem 1</translation>
    </message>
    <message>
        <source>On the same device, what is the time bound of the product of two %1 × %1 matrices stored in %2 bytes per value?</source>
        <translation>On the same device, what is the time bound of the product of two %1 × %1 matrices stored in %2 bytes per value?</translation>
    </message>
    <message>
        <source>W = 2MKN = %1; Q = b(MK + KN + MN) = %2.
W/P = %3 (compute); Q/β = %4 (memory).
Time ≥ %5. Intensity I = W/Q = %6, against the ridge point P/β = %7.</source>
        <translation>W = 2MKN = %1; Q = b(MK + KN + MN) = %2.
W/P = %3 (compute); Q/β = %4 (memory).
Time ≥ %5. Intensity I = W/Q = %6, against the ridge point P/β = %7.</translation>
    </message>
    <message>
        <source>Course, exercise 1 and formula “produit matriciel”</source>
        <translation>Course, exercise 1 and formula “produit matriciel”</translation>
    </message>
    <message>
        <source>Below which arithmetic intensity (the ridge point I*) is a kernel memory-bound on that device (peak %1, bandwidth %2)?</source>
        <translation>Below which arithmetic intensity (the ridge point I*) is a kernel memory-bound on that device (peak %1, bandwidth %2)?</translation>
    </message>
    <message>
        <source>I* = P/β = %1 / %2 = %3.
Decoding at batch 1 has I = W/Q = %4: far below, memory-bound.</source>
        <translation>I* = P/β = %1 / %2 = %3.
Decoding at batch 1 has I = W/Q = %4: far below, memory-bound.</translation>
    </message>
    <message>
        <source>Course, formula “roofline” and theorem 1</source>
        <translation>Course, formula “roofline” and theorem 1</translation>
    </message>
    <message>
        <source>memoire_entrainement with FSDP: how much memory does each GPU need to train N = %1 parameters with Adam in mixed precision on %2 GPUs, with %3 of activations per GPU?</source>
        <translation>memoire_entrainement with FSDP: how much memory does each GPU need to train N = %1 parameters with Adam in mixed precision on %2 GPUs, with %3 of activations per GPU?</translation>
    </message>
    <message>
        <source>16 bytes per parameter: 2 (bf16 weights) + 4 (fp32 master copy) + 4 + 4 (Adam moments) + 2 (bf16 gradient).
FSDP shards them over the n GPUs: 16N/n = %1 per GPU.
With the activations: %1 + %2 = %3.</source>
        <translation>16 bytes per parameter: 2 (bf16 weights) + 4 (fp32 master copy) + 4 + 4 (Adam moments) + 2 (bf16 gradient).
FSDP shards them over the n GPUs: 16N/n = %1 per GPU.
With the activations: %1 + %2 = %3.</translation>
    </message>
    <message>
        <source>Course, exercise 2 and formula “ZeRO-3 / FSDP”</source>
        <translation>Course, exercise 2 and formula “ZeRO-3 / FSDP”</translation>
    </message>
    <message>
        <source>16N/n + activations must stay ≤ %1.
Even n = %2 GPUs needs %3: none of 1, 2, 4, …, 64 fits.</source>
        <translation>16N/n + activations must stay ≤ %1.
Even n = %2 GPUs needs %3: none of 1, 2, 4, …, 64 fits.</translation>
    </message>
    <message>
        <source>16N/n + activations must stay ≤ %1.
n = %2 already fits: %3 ≤ %1.</source>
        <translation>16N/n + activations must stay ≤ %1.
n = %2 already fits: %3 ≤ %1.</translation>
    </message>
    <message>
        <source>16N/n + activations must stay ≤ %1.
n = %2 fits: %3 ≤ %1; n = %4 does not: %5 &gt; %1.</source>
        <translation>16N/n + activations must stay ≤ %1.
n = %2 fits: %3 ≤ %1; n = %4 does not: %5 &gt; %1.</translation>
    </message>
    <message>
        <source>gpus_necessaires with FSDP: what is the smallest GPU count n in {1, 2, 4, …, 64} on which N = %1 parameters train, with %2 of memory per GPU and %3 of activations? (Answer “none” if no count fits.)</source>
        <translation>gpus_necessaires with FSDP: what is the smallest GPU count n in {1, 2, 4, …, 64} on which N = %1 parameters train, with %2 of memory per GPU and %3 of activations? (Answer “none” if no count fits.)</translation>
    </message>
    <message>
        <source>Course, exercise 2</source>
        <translation>Course, exercise 2</translation>
    </message>
    <message>
        <source>temps_allreduce: how long does a ring all-reduce of the bf16 gradients of N = %1 parameters (S = 2N = %2) take on %3 GPUs linked at %4 per direction, with a latency of %5 per step?</source>
        <translation>temps_allreduce: how long does a ring all-reduce of the bf16 gradients of N = %1 parameters (S = 2N = %2) take on %3 GPUs linked at %4 per direction, with a latency of %5 per step?</translation>
    </message>
    <message>
        <source>temps_allreduce(S, n, bw, latence) = 2(n − 1)·(S/n/bw + latence).
Bandwidth: 2(n − 1)/n·S/bw = %1; latency: 2(n − 1)·latence = %2.
Total: %3. For large n it tends to 2S/bw = %4, whatever n.</source>
        <translation>temps_allreduce(S, n, bw, latence) = 2(n − 1)·(S/n/bw + latence).
Bandwidth: 2(n − 1)/n·S/bw = %1; latency: 2(n − 1)·latence = %2.
Total: %3. For large n it tends to 2S/bw = %4, whatever n.</translation>
    </message>
    <message>
        <source>Course, exercise 3 and theorem 2</source>
        <translation>Course, exercise 3 and theorem 2</translation>
    </message>
    <message>
        <source>bulle(p, m): what share of the time do p = %1 pipeline stages stay idle with m = %2 micro-batches (GPipe)?</source>
        <translation>bulle(p, m): what share of the time do p = %1 pipeline stages stay idle with m = %2 micro-batches (GPipe)?</translation>
    </message>
    <message>
        <source>bulle(p, m) = (p − 1)/(m + p − 1) = %1/%2 = %3.</source>
        <translation>bulle(p, m) = (p − 1)/(m + p − 1) = %1/%2 = %3.</translation>
    </message>
    <message>
        <source>Course, exercise 3 and theorem 3</source>
        <translation>Course, exercise 3 and theorem 3</translation>
    </message>
    <message>
        <source>What is the smallest number of micro-batches m such that bulle(%1, m) &lt; %2?</source>
        <translation>What is the smallest number of micro-batches m such that bulle(%1, m) &lt; %2?</translation>
    </message>
    <message>
        <source>With p = %1 there is no bubble: bulle(%1, %2) = %3 &lt; %4.</source>
        <translation>With p = %1 there is no bubble: bulle(%1, %2) = %3 &lt; %4.</translation>
    </message>
    <message>
        <source>Try m = 1, 2, …: bulle(%1, m) = (p − 1)/(m + p − 1).
bulle(%1, %2) = %3 &lt; %4, while bulle(%1, %5) = %6 is not below %4.
Smallest m: %2 (the course: m ≥ 4p for a bubble below 20 %).</source>
        <translation>Try m = 1, 2, …: bulle(%1, m) = (p − 1)/(m + p − 1).
bulle(%1, %2) = %3 &lt; %4, while bulle(%1, %5) = %6 is not below %4.
Smallest m: %2 (the course: m ≥ 4p for a bubble below 20 %).</translation>
    </message>
    <message>
        <source>Best batch B = %1: TTFT = %2, TPOT = %3, latency = TTFT + n_out·TPOT = %4 ≤ %5.
capacite = B/latency = %6 per GPU.
GPUs = ⌈rate·(1 + margin)/capacite⌉ = ⌈%7 × %8 / %6⌉ = %9.</source>
        <translation>Best batch B = %1: TTFT = %2, TPOT = %3, latency = TTFT + n_out·TPOT = %4 ≤ %5.
capacite = B/latency = %6 per GPU.
GPUs = ⌈rate·(1 + margin)/capacite⌉ = ⌈%7 × %8 / %6⌉ = %9.</translation>
    </message>
    <message>
        <source>No batch meets the SLO of %1: even batch 1 takes %2 (or does not fit in memory), so no number of GPUs helps. Answer: none.</source>
        <translation>No batch meets the SLO of %1: even batch 1 takes %2 (or does not fit in memory), so no number of GPUs helps. Answer: none.</translation>
    </message>
    <message>
        <source>gpus_pour: how many GPUs of the scenario's device serve %1 at peak with a latency ≤ %2 and a %3 margin, for %4 prompt and %5 output tokens, with the best batch among 1, 2, 4, …, 4096? (Answer “none” if no batch meets the SLO.)</source>
        <translation>gpus_pour: how many GPUs of the scenario's device serve %1 at peak with a latency ≤ %2 and a %3 margin, for %4 prompt and %5 output tokens, with the best batch among 1, 2, 4, …, 4096? (Answer “none” if no batch meets the SLO.)</translation>
    </message>
    <message>
        <source>Course, exercise 4 and section 03</source>
        <translation>Course, exercise 4 and section 03</translation>
    </message>
    <message>
        <source>A robot carries a Jetson Orin (%1, %2, %3). What is the time per output token (TPOT) of an LLM of %4 parameters in int4, at batch 1?</source>
        <translation>A robot carries a Jetson Orin (%1, %2, %3). What is the time per output token (TPOT) of an LLM of %4 parameters in int4, at batch 1?</translation>
    </message>
    <message>
        <source>Weights in int4, half a byte each: %1, read once per token.
TPOT ≈ weights/β = %1 / %2 = %3; the compute, 2N/P = %4, is negligible.</source>
        <translation>Weights in int4, half a byte each: %1, read once per token.
TPOT ≈ weights/β = %1 / %2 = %3; the compute, 2N/P = %4, is negligible.</translation>
    </message>
    <message>
        <source>Course, written exercise 3</source>
        <translation>Course, written exercise 3</translation>
    </message>
    <message>
        <source>How many tokens per second does it then generate at batch 1?</source>
        <translation>How many tokens per second does it then generate at batch 1?</translation>
    </message>
    <message>
        <source>tokens/s = β / weights = %1 / %2 = %3: enough for a dialogue.</source>
        <translation>tokens/s = β / weights = %1 / %2 = %3: enough for a dialogue.</translation>
    </message>
    <message>
        <source>And the time to first token (TTFT) for a %1-token prompt, computed at %2 of the peak?</source>
        <translation>And the time to first token (TTFT) for a %1-token prompt, computed at %2 of the peak?</translation>
    </message>
    <message>
        <source>Prefill is compute-bound: W = 2N × %1 = %2.
TTFT ≈ W/(P × %3) = %4; reading the weights (%5) takes less.</source>
        <translation>Prefill is compute-bound: W = 2N × %1 = %2.
TTFT ≈ W/(P × %3) = %4; reading the weights (%5) takes less.</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verification</translation>
    </message>
    <message>
        <source>A GPU of %1 decodes an LLM of %2 parameters in bf16 at about %3 at batch 1. Which resource is saturated: compute or memory bandwidth?</source>
        <translation>A GPU of %1 decodes an LLM of %2 parameters in bf16 at about %3 at batch 1. Which resource is saturated: compute or memory bandwidth?</translation>
    </message>
    <message>
        <source>Each token reads the %1 of weights once: %2 × %1 = %3 read from memory, the whole bandwidth of an HBM GPU.
Compute used: %2 × 2N = %4, only %5 of the peak.
The memory bandwidth is saturated: quantize, batch or decode speculatively.</source>
        <translation>Each token reads the %1 of weights once: %2 × %1 = %3 read from memory, the whole bandwidth of an HBM GPU.
Compute used: %2 × 2N = %4, only %5 of the peak.
The memory bandwidth is saturated: quantize, batch or decode speculatively.</translation>
    </message>
    <message>
        <source>Course, verification question and theorem 1</source>
        <translation>Course, verification question and theorem 1</translation>
    </message>
    <message>
        <source>the memory bandwidth</source>
        <translation>the memory bandwidth</translation>
    </message>
    <message>
        <source>the compute</source>
        <translation>the compute</translation>
    </message>
    <message>
        <source>bulle(p, m) with p = %1 stage: a single stage never waits for another, so the answer is trivial. Check it with the formula: what share of the time does it stay idle with m = %2 micro-batches (GPipe)?</source>
        <translation>bulle(p, m) with p = %1 stage: a single stage never waits for another, so the answer is trivial. Check it with the formula: what share of the time does it stay idle with m = %2 micro-batches (GPipe)?</translation>
    </message>
    <message>
        <source>With p = %1 stage there is no bubble whatever m, so the answer is trivial: what is the smallest number of micro-batches m such that bulle(%1, m) &lt; %2?</source>
        <translation>With p = %1 stage there is no bubble whatever m, so the answer is trivial: what is the smallest number of micro-batches m such that bulle(%1, m) &lt; %2?</translation>
    </message>
    <message>
        <source>temps_allreduce with n = %3 GPU: a single GPU has nobody to exchange its gradients with, so the answer is trivial. Check it with the formula: how long does the all-reduce of S = 2N = %2 (N = %1) take, at %4 per direction and %5 per step?</source>
        <translation>temps_allreduce with n = %3 GPU: a single GPU has nobody to exchange its gradients with, so the answer is trivial. Check it with the formula: how long does the all-reduce of S = 2N = %2 (N = %1) take, at %4 per direction and %5 per step?</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 B parameters</translation>
    </message>
    <message>
        <source>InfraLab</source>
        <translation>InfraLab</translation>
    </message>
    <message>
        <source>cannot write "%1": %2</source>
        <translation>cannot write "%1": %2</translation>
    </message>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>the image could not be encoded as PNG</translation>
    </message>
    <message>
        <source>%1 · batch %2</source>
        <translation>%1 · batch %2</translation>
    </message>
    <message>
        <source>%1 · %2 GPU · TP %3 × PP %4 × DP %5 · m = %6</source>
        <translation>%1 · %2 GPU · TP %3 × PP %4 × DP %5 · m = %6</translation>
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
    <message>
        <source>%1 ×</source>
        <comment>speed-up factor</comment>
        <translation>%1 ×</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 req/s</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <source>%1 %2FLOP</source>
        <comment>number, SI prefix</comment>
        <translation>%1 %2FLOP</translation>
    </message>
    <message>
        <source>%1 FLOP</source>
        <translation>%1 FLOP</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>Ridge point</source>
        <translation>Ridge point</translation>
    </message>
    <message>
        <source>Peak of the device in the compute precision</source>
        <translation>Peak of the device in the compute precision</translation>
    </message>
    <message>
        <source>Memory bandwidth of the device</source>
        <translation>Memory bandwidth of the device</translation>
    </message>
    <message>
        <source>Course §01, theorem 1; Williams, Waterman &amp; Patterson, CACM 2009</source>
        <translation>Course §01, theorem 1; Williams, Waterman &amp; Patterson, CACM 2009</translation>
    </message>
    <message>
        <source>Decode speed at batch 1</source>
        <translation>Decode speed at batch 1</translation>
    </message>
    <message>
        <source>Parameters of the model</source>
        <translation>Parameters of the model</translation>
    </message>
    <message>
        <source>Bytes per value in the compute precision</source>
        <translation>Bytes per value in the compute precision</translation>
    </message>
    <message>
        <source>Course §01 (table) and theorem 1: every weight is read once per token</source>
        <translation>Course §01 (table) and theorem 1: every weight is read once per token</translation>
    </message>
    <message>
        <source>Training throughput per GPU</source>
        <translation>Training throughput per GPU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Model FLOPs utilisation</translation>
    </message>
    <message>
        <source>Parameters used per token (all of them for a dense model)</source>
        <translation>Parameters used per token (all of them for a dense model)</translation>
    </message>
    <message>
        <source>Course §01 (table): 6N FLOPs per token; Kaplan et al. 2020 §2.1</source>
        <translation>Course §01 (table): 6N FLOPs per token; Kaplan et al. 2020 §2.1</translation>
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
        <source>Cost per million generated tokens</source>
        <translation>Cost per million generated tokens</translation>
    </message>
    <message>
        <source>Price of the device per hour</source>
        <translation>Price of the device per hour</translation>
    </message>
    <message>
        <source>Generated tokens per second</source>
        <translation>Generated tokens per second</translation>
    </message>
    <message>
        <source>Course formula: 2.5 €/h at 800 tok/s gives 0.87 € per million tokens</source>
        <translation>Course formula: 2.5 €/h at 800 tok/s gives 0.87 € per million tokens</translation>
    </message>
    <message>
        <source>Course §05 (cloud, on-premise, edge over three years)</source>
        <translation>Course §05 (cloud, on-premise, edge over three years)</translation>
    </message>
    <message>
        <source>API cost over the horizon</source>
        <translation>API cost over the horizon</translation>
    </message>
    <message>
        <source>API price per million input tokens</source>
        <translation>API price per million input tokens</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>Prompt tokens per request</translation>
    </message>
    <message>
        <source>API price per million output tokens</source>
        <translation>API price per million output tokens</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>Output tokens per request</translation>
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
        <source>Cloud GPU-hours per day</source>
        <translation>Cloud GPU-hours per day</translation>
    </message>
    <message>
        <source>Course §05: 3600·8/12 = 2 400 requests per GPU-hour, 1.5× for peaks</source>
        <translation>Course §05: 3600·8/12 = 2 400 requests per GPU-hour, 1.5× for peaks</translation>
    </message>
    <message>
        <source>Cloud GPU price per hour</source>
        <translation>Cloud GPU price per hour</translation>
    </message>
    <message>
        <source>GPU cloud cost over the horizon</source>
        <translation>GPU cloud cost over the horizon</translation>
    </message>
    <message>
        <source>On-premise cost over the horizon</source>
        <translation>On-premise cost over the horizon</translation>
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
        <source>Power usage effectiveness</source>
        <translation>Power usage effectiveness</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Electricity price</translation>
    </message>
    <message>
        <source>Operations staff (full-time equivalents)</source>
        <translation>Operations staff (full-time equivalents)</translation>
    </message>
    <message>
        <source>Cost of one FTE per year</source>
        <translation>Cost of one FTE per year</translation>
    </message>
    <message>
        <source>Edge cost over the horizon</source>
        <translation>Edge cost over the horizon</translation>
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
        <source>GPU count</source>
        <translation>GPU count</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline stages</translation>
    </message>
    <message>
        <source>Micro-batches per step</source>
        <translation>Micro-batches per step</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline bubble</translation>
    </message>
    <message>
        <source>Course §02, theorem 3; Huang et al., GPipe, NeurIPS 2019</source>
        <translation>Course §02, theorem 3; Huang et al., GPipe, NeurIPS 2019</translation>
    </message>
    <message>
        <source>Model chunks per stage</source>
        <translation>Model chunks per stage</translation>
    </message>
    <message>
        <source>Theorem 3 with interleaved 1F1B; Narayanan et al., SC 2021 §2.2.2</source>
        <translation>Theorem 3 with interleaved 1F1B; Narayanan et al., SC 2021 §2.2.2</translation>
    </message>
    <message>
        <source>Serial fraction</source>
        <translation>Serial fraction</translation>
    </message>
    <message>
        <source>Amdahl speed-up</source>
        <translation>Amdahl speed-up</translation>
    </message>
    <message>
        <source>Course §02 and the law of Amdahl (L24); Amdahl 1967</source>
        <translation>Course §02 and the law of Amdahl (L24); Amdahl 1967</translation>
    </message>
    <message>
        <source>Parallel efficiency</source>
        <translation>Parallel efficiency</translation>
    </message>
    <message>
        <source>Course formula: efficiency = speed-up / n; Amdahl 1967</source>
        <translation>Course formula: efficiency = speed-up / n; Amdahl 1967</translation>
    </message>
    <message>
        <source>Gustafson scaled speed-up</source>
        <translation>Gustafson scaled speed-up</translation>
    </message>
    <message>
        <source>Course formula (law of Gustafson); Gustafson 1988</source>
        <translation>Course formula (law of Gustafson); Gustafson 1988</translation>
    </message>
    <message>
        <source>Batch (sequences)</source>
        <translation>Batch (sequences)</translation>
    </message>
    <message>
        <source>Weight bytes</source>
        <translation>Weight bytes</translation>
    </message>
    <message>
        <source>KV cache of the whole batch</source>
        <translation>KV cache of the whole batch</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Time to first token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Time per output token</translation>
    </message>
    <message>
        <source>Course §03 (service(B)), theorems 1 and 4; Pope et al. 2022 §2</source>
        <translation>Course §03 (service(B)), theorems 1 and 4; Pope et al. 2022 §2</translation>
    </message>
    <message>
        <source>Weight memory</source>
        <translation>Weight memory</translation>
    </message>
    <message>
        <source>Bytes per served weight</source>
        <translation>Bytes per served weight</translation>
    </message>
    <message>
        <source>Course §03 (octets_poids = 2N in bf16)</source>
        <translation>Course §03 (octets_poids = 2N in bf16)</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV cache per token</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Key/value heads</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Head dimension</translation>
    </message>
    <message>
        <source>Bytes per cached value</source>
        <translation>Bytes per cached value</translation>
    </message>
    <message>
        <source>Course §03: 2 (K and V) per layer, head and dimension</source>
        <translation>Course §03: 2 (K and V) per layer, head and dimension</translation>
    </message>
    <message>
        <source>KV cache of the batch</source>
        <translation>KV cache of the batch</translation>
    </message>
    <message>
        <source>Course §03: every sequence keeps its prompt and output in the cache</source>
        <translation>Course §03: every sequence keeps its prompt and output in the cache</translation>
    </message>
    <message>
        <source>Course §03 (prefill, compute-bound), theorem 1; Pope et al. 2022 §2</source>
        <translation>Course §03 (prefill, compute-bound), theorem 1; Pope et al. 2022 §2</translation>
    </message>
    <message>
        <source>Course §03 (decode, memory-bound), theorem 4; Pope et al. 2022 §2</source>
        <translation>Course §03 (decode, memory-bound), theorem 4; Pope et al. 2022 §2</translation>
    </message>
    <message>
        <source>Latency of a request</source>
        <translation>Latency of a request</translation>
    </message>
    <message>
        <source>Requests per second one GPU serves</source>
        <translation>Requests per second one GPU serves</translation>
    </message>
    <message>
        <source>Course §03 and exercise 4 (capacite)</source>
        <translation>Course §03 and exercise 4 (capacite)</translation>
    </message>
    <message>
        <source>GPUs for the target load</source>
        <translation>GPUs for the target load</translation>
    </message>
    <message>
        <source>Peak request rate to serve</source>
        <translation>Peak request rate to serve</translation>
    </message>
    <message>
        <source>Capacity margin for peaks</source>
        <translation>Capacity margin for peaks</translation>
    </message>
    <message>
        <source>Batch the planner chose</source>
        <translation>Batch the planner chose</translation>
    </message>
    <message>
        <source>Latency of a request at that batch, TTFT + n_out·TPOT</source>
        <translation>Latency of a request at that batch, TTFT + n_out·TPOT</translation>
    </message>
    <message>
        <source>Latency objective</source>
        <translation>Latency objective</translation>
    </message>
    <message>
        <source>Course exercise 4 (gpus_pour); none when no batch meets the SLO</source>
        <translation>Course exercise 4 (gpus_pour); none when no batch meets the SLO</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>Largest batch that fits</translation>
    </message>
    <message>
        <source>KV cache of one sequence, KV_token·(n_prompt + n_out)</source>
        <translation>KV cache of one sequence, KV_token·(n_prompt + n_out)</translation>
    </message>
    <message>
        <source>Usable share of the device memory</source>
        <translation>Usable share of the device memory</translation>
    </message>
    <message>
        <source>Memory of the device</source>
        <translation>Memory of the device</translation>
    </message>
    <message>
        <source>Course §03: weights + cache &lt; 0.9 × memory</source>
        <translation>Course §03: weights + cache &lt; 0.9 × memory</translation>
    </message>
    <message>
        <source>Knee batch</source>
        <translation>Knee batch</translation>
    </message>
    <message>
        <source>Course theorem 4: throughput grows with B up to B*, then plateaus</source>
        <translation>Course theorem 4: throughput grows with B up to B*, then plateaus</translation>
    </message>
    <message>
        <source>LoRA adapter parameters as a share of N</source>
        <translation>LoRA adapter parameters as a share of N</translation>
    </message>
    <message>
        <source>Activation memory per GPU</source>
        <translation>Activation memory per GPU</translation>
    </message>
    <message>
        <source>Training state memory per GPU</source>
        <translation>Training state memory per GPU</translation>
    </message>
    <message>
        <source>Training memory per GPU</source>
        <translation>Training memory per GPU</translation>
    </message>
    <message>
        <source>GPUs needed for training</source>
        <translation>GPUs needed for training</translation>
    </message>
    <message>
        <source>Intra-node bandwidth per GPU and direction (NVLink)</source>
        <translation>Intra-node bandwidth per GPU and direction (NVLink)</translation>
    </message>
    <message>
        <source>Compute time per step</source>
        <translation>Compute time per step</translation>
    </message>
    <message>
        <source>Global batch in tokens per step</source>
        <translation>Global batch in tokens per step</translation>
    </message>
    <message>
        <source>Gradient all-reduce per step</source>
        <translation>Gradient all-reduce per step</translation>
    </message>
    <message>
        <source>FSDP communication per step</source>
        <translation>FSDP communication per step</translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation>Peak compute</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Memory bandwidth</translation>
    </message>
    <message>
        <source>API and cloud break even</source>
        <translation>API and cloud break even</translation>
    </message>
    <message>
        <source>API and on-premise break even</source>
        <translation>API and on-premise break even</translation>
    </message>
    <message>
        <source>Cloud and on-premise break even</source>
        <translation>Cloud and on-premise break even</translation>
    </message>
    <message>
        <source>Simulated pipeline step</source>
        <translation>Simulated pipeline step</translation>
    </message>
    <message>
        <source>Simulated pipeline bubble</source>
        <translation>Simulated pipeline bubble</translation>
    </message>
    <message>
        <source>Weights and cache fit in memory</source>
        <translation>Weights and cache fit in memory</translation>
    </message>
    <message>
        <source>Batch for the target load</source>
        <translation>Batch for the target load</translation>
    </message>
    <message>
        <source>Training fits in memory</source>
        <translation>Training fits in memory</translation>
    </message>
    <message>
        <source>Course formula sheet (≈ 3 × 2N bytes: two all-gathers and one reduce-scatter, each half a ring all-reduce); Rajbhandari et al., ZeRO, SC 2020 §7</source>
        <translation>Course formula sheet (≈ 3 × 2N bytes: two all-gathers and one reduce-scatter, each half a ring all-reduce); Rajbhandari et al., ZeRO, SC 2020 §7</translation>
    </message>
    <message>
        <source>Course §02 code line: it counts each of the three collectives as a whole all-reduce, twice the ≈ 3 × 2N bytes of its own formula sheet and of ZeRO</source>
        <translation>Course §02 code line: it counts each of the three collectives as a whole all-reduce, twice the ≈ 3 × 2N bytes of its own formula sheet and of ZeRO</translation>
    </message>
    <message>
        <source>FSDP communication as the course's code prints it</source>
        <translation>FSDP communication as the course's code prints it</translation>
    </message>
    <message>
        <source>Largest GPU count tried for the GPUs needed</source>
        <translation>Largest GPU count tried for the GPUs needed</translation>
    </message>
    <message>
        <source>Weight bytes one decode step reads</source>
        <translation>Weight bytes one decode step reads</translation>
    </message>
    <message>
        <source>Experts per layer</source>
        <translation>Experts per layer</translation>
    </message>
    <message>
        <source>Experts active per token</source>
        <translation>Experts active per token</translation>
    </message>
    <message>
        <source>Course §03: a dense model reads every weight at each decode step (TPOT ≈ octets_poids/BW)</source>
        <translation>Course §03: a dense model reads every weight at each decode step (TPOT ≈ octets_poids/BW)</translation>
    </message>
    <message>
        <source>Parameters of one expert over all layers, (N − N_act)/(E − k)</source>
        <translation>Parameters of one expert over all layers, (N − N_act)/(E − k)</translation>
    </message>
    <message>
        <source>Mixture of experts: the B tokens of a step select E·(1 − (1 − k/E)^B) experts in expectation, k at B = 1 and nearly E at large B (Mixtral, Jiang et al. 2024)</source>
        <translation>Mixture of experts: the B tokens of a step select E·(1 − (1 − k/E)^B) experts in expectation, k at B = 1 and nearly E at large B (Mixtral, Jiang et al. 2024)</translation>
    </message>
    <message>
        <source>Course §03 (decode, memory-bound), theorem 4, reading only the experts selected; Pope et al. 2022 §2</source>
        <translation>Course §03 (decode, memory-bound), theorem 4, reading only the experts selected; Pope et al. 2022 §2</translation>
    </message>
    <message>
        <source>Weights read per decode step</source>
        <translation>Weights read per decode step</translation>
    </message>
    <message>
        <source>Course §01 and theorem 1 with a mixture of experts: one token reads the shared weights and its k experts only (Mixtral 8x7B reads 12.9 B of 46.7 B, Jiang et al. 2024)</source>
        <translation>Course §01 and theorem 1 with a mixture of experts: one token reads the shared weights and its k experts only (Mixtral 8x7B reads 12.9 B of 46.7 B, Jiang et al. 2024)</translation>
    </message>
    <message>
        <source>Model width d_model</source>
        <translation>Model width d_model</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <source>Experts per layer (1: dense)</source>
        <translation>Experts per layer (1: dense)</translation>
    </message>
    <message>
        <source>Matrices per FFN: 3 gated (SwiGLU), 2 plain (GELU)</source>
        <translation>Matrices per FFN: 3 gated (SwiGLU), 2 plain (GELU)</translation>
    </message>
    <message>
        <source>FFN width</source>
        <translation>FFN width</translation>
    </message>
    <message>
        <source>Router parameters per layer, d·E (0 for a dense model)</source>
        <translation>Router parameters per layer, d·E (0 for a dense model)</translation>
    </message>
    <message>
        <source>Embedding matrices: 1 when the output head is tied, else 2</source>
        <translation>Embedding matrices: 1 when the output head is tied, else 2</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>Vocabulary size</translation>
    </message>
    <message>
        <source>Attention with grouped K and V (Ainslie et al. 2023), gated FFN (Shazeer 2020), norms and embeddings; without them 12·L·d² (Kaplan et al. 2020 §2.1). Set it beside the preset's N</source>
        <translation>Attention with grouped K and V (Ainslie et al. 2023), gated FFN (Shazeer 2020), norms and embeddings; without them 12·L·d² (Kaplan et al. 2020 §2.1). Set it beside the preset's N</translation>
    </message>
    <message>
        <source>Parameters counted from the shapes</source>
        <translation>Parameters counted from the shapes</translation>
    </message>
    <message>
        <source>Course §04 (platform table)</source>
        <translation>Course §04 (platform table)</translation>
    </message>
    <message>
        <source>Young, CACM 1974; Daly, FGCS 2006 (first-order optimum)</source>
        <translation>Young, CACM 1974; Daly, FGCS 2006 (first-order optimum)</translation>
    </message>
    <message>
        <source>Time to write a checkpoint</source>
        <translation>Time to write a checkpoint</translation>
    </message>
    <message>
        <source>Mean time between failures of the cluster</source>
        <translation>Mean time between failures of the cluster</translation>
    </message>
    <message>
        <source>Speed-up from compilation</source>
        <translation>Speed-up from compilation</translation>
    </message>
    <message>
        <source>Real utilisation of the GPUs</source>
        <translation>Real utilisation of the GPUs</translation>
    </message>
    <message>
        <source>Course §04: read throughput for training ≥ 1 GB/s per GPU</source>
        <translation>Course §04: read throughput for training ≥ 1 GB/s per GPU</translation>
    </message>
    <message>
        <source>Course §02: bf16 weights, 2 bytes per parameter</source>
        <translation>Course §02: bf16 weights, 2 bytes per parameter</translation>
    </message>
    <message>
        <source>Checkpoint with the optimiser states</source>
        <translation>Checkpoint with the optimiser states</translation>
    </message>
    <message>
        <source>Storage bandwidth</source>
        <translation>Storage bandwidth</translation>
    </message>
    <message>
        <source>Mean time between failures of one GPU</source>
        <translation>Mean time between failures of one GPU</translation>
    </message>
    <message>
        <source>Independent failures: any one stops a synchronous job</source>
        <translation>Independent failures: any one stops a synchronous job</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint interval</translation>
    </message>
    <message>
        <source>GPU cloud cost over the horizon (Choose tab)</source>
        <translation>GPU cloud cost over the horizon (Choose tab)</translation>
    </message>
    <message>
        <source>On-premise cost over the horizon (Choose tab)</source>
        <translation>On-premise cost over the horizon (Choose tab)</translation>
    </message>
    <message>
        <source>Course §04: real utilisation of the GPUs often below 30 %</source>
        <translation>Course §04: real utilisation of the GPUs often below 30 %</translation>
    </message>
    <message>
        <source>Course §04: compilation gains 1.5–4×</source>
        <translation>Course §04: compilation gains 1.5–4×</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Time per output token, compiled</source>
        <translation>Time per output token, compiled</translation>
    </message>
    <message>
        <source>Read throughput training needs</source>
        <translation>Read throughput training needs</translation>
    </message>
    <message>
        <source>Checkpoint of the weights</source>
        <translation>Checkpoint of the weights</translation>
    </message>
    <message>
        <source>Checkpoint interval (Young–Daly)</source>
        <translation>Checkpoint interval (Young–Daly)</translation>
    </message>
    <message>
        <source>Time lost to checkpoints and failures</source>
        <translation>Time lost to checkpoints and failures</translation>
    </message>
    <message>
        <source>GPU cloud cost at the real utilisation</source>
        <translation>GPU cloud cost at the real utilisation</translation>
    </message>
    <message>
        <source>On-premise cost at the real utilisation</source>
        <translation>On-premise cost at the real utilisation</translation>
    </message>
    <message>
        <source>Time to first token, compiled</source>
        <translation>Time to first token, compiled</translation>
    </message>
    <message>
        <source>Tokens per second, compiled</source>
        <translation>Tokens per second, compiled</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Micro-batch size (sequences)</source>
        <translation>Micro-batch size (sequences)</translation>
    </message>
    <message>
        <source>Hidden size d_model</source>
        <translation>Hidden size d_model</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Tensor-parallel degree</translation>
    </message>
    <message>
        <source>Activation memory per GPU, typed in</source>
        <translation>Activation memory per GPU, typed in</translation>
    </message>
    <message>
        <source>Course exercise 2 (activ_go, 10 GB typed in). Set the activation memory to "from the shapes" to compute it with Korthikanti et al. 2022</source>
        <translation>Course exercise 2 (activ_go, 10 GB typed in). Set the activation memory to "from the shapes" to compute it with Korthikanti et al. 2022</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 (arXiv 2205.05198) §4, Table 2 and equation 5, 16-bit activations; selective recomputation and FlashAttention (Dao et al. 2022) store no attention matrix; the first pipeline stage holds the most micro-batches (Narayanan et al. 2021 §2.2)</source>
        <translation>Korthikanti et al. 2022 (arXiv 2205.05198) §4, Table 2 and equation 5, 16-bit activations; selective recomputation and FlashAttention (Dao et al. 2022) store no attention matrix; the first pipeline stage holds the most micro-batches (Narayanan et al. 2021 §2.2)</translation>
    </message>
    <message>
        <source>FLOPs per parameter and token (6; 8 with full recomputation)</source>
        <translation>FLOPs per parameter and token (6; 8 with full recomputation)</translation>
    </message>
    <message>
        <source>Course §02: 6N per token (2N forward, 4N backward). Full recomputation adds a forward pass: 8N, a third more. Counting the attention adds its Q·Kᵀ and its product with V, 12·L·h·s per token (Narayanan et al. 2021 §5.1 and appendix), off by default as in the course</source>
        <translation>Course §02: 6N per token (2N forward, 4N backward). Full recomputation adds a forward pass: 8N, a third more. Counting the attention adds its Q·Kᵀ and its product with V, 12·L·h·s per token (Narayanan et al. 2021 §5.1 and appendix), off by default as in the course</translation>
    </message>
    <message>
        <source>Training FLOPs per token</source>
        <translation>Training FLOPs per token</translation>
    </message>
    <message>
        <source>Training tokens for the whole run</source>
        <translation>Training tokens for the whole run</translation>
    </message>
    <message>
        <source>Course §02 (6N FLOPs per token at P·MFU) run for D tokens; 8N with full recomputation (Narayanan et al. 2021 §5.1). Pipeline bubbles, communication and restarts are not counted</source>
        <translation>Course §02 (6N FLOPs per token at P·MFU) run for D tokens; 8N with full recomputation (Narayanan et al. 2021 §5.1). Pipeline bubbles, communication and restarts are not counted</translation>
    </message>
    <message>
        <source>GPU-hours of the whole run</source>
        <translation>GPU-hours of the whole run</translation>
    </message>
    <message>
        <source>The run's GPU-hours spread over the cluster's n GPUs</source>
        <translation>The run's GPU-hours spread over the cluster's n GPUs</translation>
    </message>
    <message>
        <source>Training tokens of the published run</source>
        <translation>Training tokens of the published run</translation>
    </message>
    <message>
        <source>Published GPU-hours</source>
        <translation>Published GPU-hours</translation>
    </message>
    <message>
        <source>Meta's Llama 3.1 model card: 30.84 M H100 GPU-hours for the 405B model on 15.6 T tokens. The model counts less: Meta reached an MFU of 38 to 43 % (Llama 3 paper, Table 4), had 466 interruptions in 54 days and restarted from checkpoints, and the attention's FLOPs at 8 K to 128 K tokens of context are not in 6N</source>
        <translation>Meta's Llama 3.1 model card: 30.84 M H100 GPU-hours for the 405B model on 15.6 T tokens. The model counts less: Meta reached an MFU of 38 to 43 % (Llama 3 paper, Table 4), had 466 interruptions in 54 days and restarted from checkpoints, and the attention's FLOPs at 8 K to 128 K tokens of context are not in 6N</translation>
    </message>
    <message>
        <source>Published days</source>
        <translation>Published days</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 §5.1: GPT-3 175B, 300 B tokens on 1 024 A100 in about 34 days, from 8·T·P/(n·X) at X = 140 TFLOP/s per GPU (45 % of 312): their runs recompute the activations (8N per token); with 6N the model is a quarter under, with full recomputation it agrees</source>
        <translation>Narayanan et al. 2021 §5.1: GPT-3 175B, 300 B tokens on 1 024 A100 in about 34 days, from 8·T·P/(n·X) at X = 140 TFLOP/s per GPU (45 % of 312): their runs recompute the activations (8N per token); with 6N the model is a quarter under, with full recomputation it agrees</translation>
    </message>
    <message>
        <source>Days of the whole run</source>
        <translation>Days of the whole run</translation>
    </message>
    <message>
        <source>Model against the published GPU-hours of Llama 3.1 405B</source>
        <translation>Model against the published GPU-hours of Llama 3.1 405B</translation>
    </message>
    <message>
        <source>Model against the published days of GPT-3 175B</source>
        <translation>Model against the published days of GPT-3 175B</translation>
    </message>
    <message>
        <source>GPUs sharing each layer (tensor parallelism)</source>
        <translation>GPUs sharing each layer (tensor parallelism)</translation>
    </message>
    <message>
        <source>Course §03 and exercise 4 (capacite), a model copy's requests shared by its t GPUs</source>
        <translation>Course §03 and exercise 4 (capacite), a model copy's requests shared by its t GPUs</translation>
    </message>
    <message>
        <source>Course exercise 4 (gpus_pour), counting copies of the model of t GPUs each; none when no batch meets the SLO</source>
        <translation>Course exercise 4 (gpus_pour), counting copies of the model of t GPUs each; none when no batch meets the SLO</translation>
    </message>
    <message>
        <source>Requests per second one copy of the model serves</source>
        <translation>Requests per second one copy of the model serves</translation>
    </message>
    <message>
        <source>Course §03: weights + cache &lt; 0.9 × memory, on each of the t GPUs</source>
        <translation>Course §03: weights + cache &lt; 0.9 × memory, on each of the t GPUs</translation>
    </message>
    <message>
        <source>KV cache of one sequence on each GPU</source>
        <translation>KV cache of one sequence on each GPU</translation>
    </message>
    <message>
        <source>Shoeybi et al., Megatron-LM, 2019, §3: two all-reduces per layer in the forward pass; each one theorem 2's ring all-reduce, as the training's. Exercise 3's latency α per step is not counted: it would add 2·L·2(t − 1)·α</source>
        <translation>Shoeybi et al., Megatron-LM, 2019, §3: two all-reduces per layer in the forward pass; each one theorem 2's ring all-reduce, as the training's. Exercise 3's latency α per step is not counted: it would add 2·L·2(t − 1)·α</translation>
    </message>
    <message>
        <source>Weight bytes on each GPU</source>
        <translation>Weight bytes on each GPU</translation>
    </message>
    <message>
        <source>KV cache of the batch on each GPU</source>
        <translation>KV cache of the batch on each GPU</translation>
    </message>
    <message>
        <source>Key/value heads each GPU caches, max(h_kv/t, 1)</source>
        <translation>Key/value heads each GPU caches, max(h_kv/t, 1)</translation>
    </message>
    <message>
        <source>All-reduces of the prefill</source>
        <translation>All-reduces of the prefill</translation>
    </message>
    <message>
        <source>All-reduces of one decode step</source>
        <translation>All-reduces of one decode step</translation>
    </message>
    <message>
        <source>Attention FLOPs of one prompt, 4·L·h·n_prompt² when counted, else 0</source>
        <translation>Attention FLOPs of one prompt, 4·L·h·n_prompt² when counted, else 0</translation>
    </message>
    <message>
        <source>Attention FLOPs of one prompt</source>
        <translation>Attention FLOPs of one prompt</translation>
    </message>
    <message>
        <source>Bytes per activation (compute precision)</source>
        <translation>Bytes per activation (compute precision)</translation>
    </message>
    <message>
        <source>Bandwidth between the t GPUs, per GPU and direction (NVLink)</source>
        <translation>Bandwidth between the t GPUs, per GPU and direction (NVLink)</translation>
    </message>
    <message>
        <source>Megatron-LM §3: each GPU holds 1/t of every weight matrix; course §03 for N·b_w</source>
        <translation>Megatron-LM §3: each GPU holds 1/t of every weight matrix; course §03 for N·b_w</translation>
    </message>
    <message>
        <source>Course §03's cache, split by key/value heads; with fewer heads than GPUs each GPU keeps a copy of the one its query heads read (vLLM)</source>
        <translation>Course §03's cache, split by key/value heads; with fewer heads than GPUs each GPU keeps a copy of the one its query heads read (vLLM)</translation>
    </message>
    <message>
        <source>Q·Kᵀ and its product with V, 2·n²·h each per layer: the forward third of training's 12·L·h·s per token (Narayanan et al. 2021 §5.1), over the whole n × n matrix as there (a causal kernel computes about half). TTFT adds it only when the attention's FLOPs are counted</source>
        <translation>Q·Kᵀ and its product with V, 2·n²·h each per layer: the forward third of training's 12·L·h·s per token (Narayanan et al. 2021 §5.1), over the whole n × n matrix as there (a causal kernel computes about half). TTFT adds it only when the attention's FLOPs are counted</translation>
    </message>
    <message>
        <source>Course §03 (prefill), theorem 1, on t GPUs each computing 1/t and reading its share, then the layers' all-reduces (Megatron-LM §3); A adds the attention's FLOPs when counted</source>
        <translation>Course §03 (prefill), theorem 1, on t GPUs each computing 1/t and reading its share, then the layers' all-reduces (Megatron-LM §3); A adds the attention's FLOPs when counted</translation>
    </message>
    <message>
        <source>Weight memory per GPU</source>
        <translation>Weight memory per GPU</translation>
    </message>
    <message>
        <source>KV cache per GPU</source>
        <translation>KV cache per GPU</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces per decode step</source>
        <translation>Tensor-parallel all-reduces per decode step</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces of the prefill</source>
        <translation>Tensor-parallel all-reduces of the prefill</translation>
    </message>
    <message>
        <source>Attention FLOPs of one prompt's prefill</source>
        <translation>Attention FLOPs of one prompt's prefill</translation>
    </message>
    <message>
        <source>Model copies for the target load</source>
        <translation>Model copies for the target load</translation>
    </message>
    <message>
        <source>One layer's operators in a decode step: QKV, QKᵀ, ×V, O, FFN, norms</source>
        <translation>One layer's operators in a decode step: QKV, QKᵀ, ×V, O, FFN, norms</translation>
    </message>
    <message>
        <source>The output head, d × V, once per step</source>
        <translation>The output head, d × V, once per step</translation>
    </message>
    <message>
        <source>Theorem 1's decode point itemised by operator (Yuan et al. 2024, LLM-Viewer, arXiv 2402.16363; Williams et al. 2009). Against 2·N·B it lacks the input embedding's V·d (a lookup, no product) and adds the attention's 4·L·B·a·d_k·s and the norms: −1.6 % for Llama 3 8B at B = 1 and s = 1 500</source>
        <translation>Theorem 1's decode point itemised by operator (Yuan et al. 2024, LLM-Viewer, arXiv 2402.16363; Williams et al. 2009). Against 2·N·B it lacks the input embedding's V·d (a lookup, no product) and adds the attention's 4·L·B·a·d_k·s and the norms: −1.6 % for Llama 3 8B at B = 1 and s = 1 500</translation>
    </message>
    <message>
        <source>Decode step, sum of the operators' FLOPs</source>
        <translation>Decode step, sum of the operators' FLOPs</translation>
    </message>
    <message>
        <source>Decode step, sum of the operators' bytes</source>
        <translation>Decode step, sum of the operators' bytes</translation>
    </message>
    <message>
        <source>Course §02: 6N FLOPs per token, the global batch split over the n = TP × PP × DP GPUs</source>
        <translation>Course §02: 6N FLOPs per token, the global batch split over the n = TP × PP × DP GPUs</translation>
    </message>
    <message>
        <source>Data-parallel degree DP (n = TP × PP × DP)</source>
        <translation>Data-parallel degree DP (n = TP × PP × DP)</translation>
    </message>
    <message>
        <source>Inter-node bandwidth per GPU and direction (InfiniBand): the data-parallel group spans nodes</source>
        <translation>Inter-node bandwidth per GPU and direction (InfiniBand): the data-parallel group spans nodes</translation>
    </message>
    <message>
        <source>Latency per collective step</source>
        <translation>Latency per collective step</translation>
    </message>
    <message>
        <source>Compute per step on each GPU: F·T/(n·P·MFU)·(1 + r)/3 (F = 6·N_act unless recomputation or attention FLOPs are counted)</source>
        <translation>Compute per step on each GPU: F·T/(n·P·MFU)·(1 + r)/3 (F = 6·N_act unless recomputation or attention FLOPs are counted)</translation>
    </message>
    <message>
        <source>Pipeline bubble: t_c·φ/(1 − φ), φ the schedule's idle fraction</source>
        <translation>Pipeline bubble: t_c·φ/(1 − φ), φ the schedule's idle fraction</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces (4 per layer and micro-batch)</source>
        <translation>Tensor-parallel all-reduces (4 per layer and micro-batch)</translation>
    </message>
    <message>
        <source>Activations and gradients sent between pipeline stages</source>
        <translation>Activations and gradients sent between pipeline stages</translation>
    </message>
    <message>
        <source>Data-parallel collective not hidden by the backward pass</source>
        <translation>Data-parallel collective not hidden by the backward pass</translation>
    </message>
    <message>
        <source>Course §02 (compute, all-reduce, theorem 3's bubble) on the one cluster n = TP × PP × DP; Narayanan et al., SC 2021 §2–3; the step chart and the Gantt (its blocks are t_c + t_bubble)</source>
        <translation>Course §02 (compute, all-reduce, theorem 3's bubble) on the one cluster n = TP × PP × DP; Narayanan et al., SC 2021 §2–3; the step chart and the Gantt (its blocks are t_c + t_bubble)</translation>
    </message>
    <message>
        <source>Training step time</source>
        <translation>Training step time</translation>
    </message>
    <message>
        <source>Course §02 (E = t_compute / (t_compute + t_comm)), on the step of the one cluster TP × PP × DP, as the step chart shows it</source>
        <translation>Course §02 (E = t_compute / (t_compute + t_comm)), on the step of the one cluster TP × PP × DP, as the step chart shows it</translation>
    </message>
    <message>
        <source>Step efficiency</source>
        <translation>Step efficiency</translation>
    </message>
    <message>
        <source>GPUs per model copy (serving tensor parallelism)</source>
        <translation>GPUs per model copy (serving tensor parallelism)</translation>
    </message>
    <message>
        <source>Course §05, a copy of the model on t GPUs (serving tensor parallelism): its batch B_c and latency t_c, t times the GPU-hours</source>
        <translation>Course §05, a copy of the model on t GPUs (serving tensor parallelism): its batch B_c and latency t_c, t times the GPU-hours</translation>
    </message>
    <message>
        <source>On-premise model copies</source>
        <translation>On-premise model copies</translation>
    </message>
    <message>
        <source>Share of the peak FLOP/s reached when serving (compute)</source>
        <translation>Share of the peak FLOP/s reached when serving (compute)</translation>
    </message>
    <message>
        <source>Share of the memory bandwidth reached when serving</source>
        <translation>Share of the memory bandwidth reached when serving</translation>
    </message>
    <message>
        <source>Attention FLOPs of one generated token over its context, 4·L·h·(n_prompt + n_out) when counted, else 0</source>
        <translation>Attention FLOPs of one generated token over its context, 4·L·h·(n_prompt + n_out) when counted, else 0</translation>
    </message>
    <message>
        <source>A generated token's query against the ctx cached keys (Q·Kᵀ) and the weights times the ctx values, 2·h·ctx each per layer: twice Kaplan et al. 2020 Table 1's "Attention: Mask" 2·n_layer·n_ctx·d_attn, which counts Q·Kᵀ only. At the course's 8B and ctx 8 192: 4.3 GFLOP, +27 % on 2N = 16 GFLOP. TPOT adds it only when the attention's FLOPs are counted; its KV cache is read in every case</source>
        <translation>A generated token's query against the ctx cached keys (Q·Kᵀ) and the weights times the ctx values, 2·h·ctx each per layer: twice Kaplan et al. 2020 Table 1's "Attention: Mask" 2·n_layer·n_ctx·d_attn, which counts Q·Kᵀ only. At the course's 8B and ctx 8 192: 4.3 GFLOP, +27 % on 2N = 16 GFLOP. TPOT adds it only when the attention's FLOPs are counted; its KV cache is read in every case</translation>
    </message>
    <message>
        <source>FLOPs of the weights per token, 2·N_act</source>
        <translation>FLOPs of the weights per token, 2·N_act</translation>
    </message>
    <message>
        <source>Course §03: P = 990e12 * 0.6, the FLOP term of TTFT and TPOT (the compute-bound prefill)</source>
        <translation>Course §03: P = 990e12 * 0.6, the FLOP term of TTFT and TPOT (the compute-bound prefill)</translation>
    </message>
    <message>
        <source>The bytes' term of TTFT and TPOT (the memory-bound decode). The course's code reads at the datasheet's BW = 3.35e12, η_bw = 1; Pope et al. 2022 §2 measure FLOP and memory-bandwidth utilisation apart</source>
        <translation>The bytes' term of TTFT and TPOT (the memory-bound decode). The course's code reads at the datasheet's BW = 3.35e12, η_bw = 1; Pope et al. 2022 §2 measure FLOP and memory-bandwidth utilisation apart</translation>
    </message>
    <message>
        <source>Course §03 (decode, memory-bound), theorem 4, each of the t GPUs reading its 1/t of the weights and its KV heads, then two all-reduces per layer (Megatron-LM §3); A_tok adds the attention's FLOPs over the context when counted</source>
        <translation>Course §03 (decode, memory-bound), theorem 4, each of the t GPUs reading its 1/t of the weights and its KV heads, then two all-reduces per layer (Megatron-LM §3); A_tok adds the attention's FLOPs over the context when counted</translation>
    </message>
    <message>
        <source>Peak FLOP/s reached when serving</source>
        <translation>Peak FLOP/s reached when serving</translation>
    </message>
    <message>
        <source>Memory bandwidth reached when serving</source>
        <translation>Memory bandwidth reached when serving</translation>
    </message>
    <message>
        <source>Attention FLOPs of one generated token</source>
        <translation>Attention FLOPs of one generated token</translation>
    </message>
    <message>
        <source>Bytes per parameter: weights + gradients + K</source>
        <translation>Bytes per parameter: weights + gradients + K</translation>
    </message>
    <message>
        <source>Bytes of each working weight</source>
        <translation>Bytes of each working weight</translation>
    </message>
    <message>
        <source>Bytes of each gradient</source>
        <translation>Bytes of each gradient</translation>
    </message>
    <message>
        <source>Optimizer states per parameter: master copy + Adam's two moments (ZeRO's K)</source>
        <translation>Optimizer states per parameter: master copy + Adam's two moments (ZeRO's K)</translation>
    </message>
    <message>
        <source>Course §01 and exercise 2 (16 bytes per parameter, t = p = 1); Megatron-LM (Narayanan et al., SC 2021 §2): each GPU holds the layers of its t·p split; ZeRO (Rajbhandari et al., SC 2020 §5) then shards over the d data-parallel replicas</source>
        <translation>Course §01 and exercise 2 (16 bytes per parameter, t = p = 1); Megatron-LM (Narayanan et al., SC 2021 §2): each GPU holds the layers of its t·p split; ZeRO (Rajbhandari et al., SC 2020 §5) then shards over the d data-parallel replicas</translation>
    </message>
    <message>
        <source>Bytes of each master weight (0 without a master copy)</source>
        <translation>Bytes of each master weight (0 without a master copy)</translation>
    </message>
    <message>
        <source>Bytes of each of Adam's two moments</source>
        <translation>Bytes of each of Adam's two moments</translation>
    </message>
    <message>
        <source>Course §01 (2 + 4 + 4 + 4 + 2 = 16 bytes with Adam in mixed precision); 8-bit Adam: Dettmers et al., ICLR 2022 (its block scales, 0.2 %, left out)</source>
        <translation>Course §01 (2 + 4 + 4 + 4 + 2 = 16 bytes with Adam in mixed precision); 8-bit Adam: Dettmers et al., ICLR 2022 (its block scales, 0.2 %, left out)</translation>
    </message>
    <message>
        <source>Course exercise 2 (gpus_necessaires, which tries 1 … 64, t = p = 1); the explorer keeps the cluster's t·p and doubles d up to 16 384 GPUs, none when they do not suffice</source>
        <translation>Course exercise 2 (gpus_necessaires, which tries 1 … 64, t = p = 1); the explorer keeps the cluster's t·p and doubles d up to 16 384 GPUs, none when they do not suffice</translation>
    </message>
    <message>
        <source>Training bytes per parameter</source>
        <translation>Training bytes per parameter</translation>
    </message>
    <message>
        <source>Course §05, each copy of the model on t GPUs (serving tensor parallelism), drawing t times the power entered</source>
        <translation>Course §05, each copy of the model on t GPUs (serving tensor parallelism), drawing t times the power entered</translation>
    </message>
    <message>
        <source>Parameters each data-parallel rank holds: N/(TP·PP), the adapters for LoRA</source>
        <translation>Parameters each data-parallel rank holds: N/(TP·PP), the adapters for LoRA</translation>
    </message>
    <message>
        <source>Bytes per gradient value (training.gradient_precision; 2 in bf16)</source>
        <translation>Bytes per gradient value (training.gradient_precision; 2 in bf16)</translation>
    </message>
    <message>
        <source>Course §02, theorem 2 and exercise 3 (ring all-reduce of S = 2N bytes in bf16 with a latency α per step), over the data-parallel group</source>
        <translation>Course §02, theorem 2 and exercise 3 (ring all-reduce of S = 2N bytes in bf16 with a latency α per step), over the data-parallel group</translation>
    </message>
    <message>
        <source>Bytes per parameter value (training.weight_precision; 2 in bf16)</source>
        <translation>Bytes per parameter value (training.weight_precision; 2 in bf16)</translation>
    </message>
    <message>
        <source>Weights, activations in and out and the KV cache each operator moves (Yuan et al. 2024). Against theorem 1's N·b it lacks the input embedding (only B of its V rows are read) and adds the KV cache read, 2·L·B·a_kv·d_k·s values, and the activations: −5.2 % for Llama 3 8B at B = 1 and s = 1 500</source>
        <translation>Weights, activations in and out and the KV cache each operator moves (Yuan et al. 2024). Against theorem 1's N·b it lacks the input embedding (only B of its V rows are read) and adds the KV cache read, 2·L·B·a_kv·d_k·s values, and the activations: −5.2 % for Llama 3 8B at B = 1 and s = 1 500</translation>
    </message>
    <message>
        <source>Course §02: bf16 weights, fp32 master weights and Adam's two moments, 14 bytes per parameter; the gradients are not saved</source>
        <translation>Course §02: bf16 weights, fp32 master weights and Adam's two moments, 14 bytes per parameter; the gradients are not saved</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>change of “%1”</source>
        <translation>change of “%1”</translation>
    </message>
    <message numerus="yes">
        <source>change of %n inputs</source>
        <translation>
            <numerusform>change of %n inputs</numerusform>
            <numerusform>change of %n inputs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>a directory</source>
        <translation>a directory</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>a named pipe (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>a socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>a device</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>a special file</translation>
    </message>
    <message>
        <source> (%1 characters)</source>
        <translation> (%1 characters)</translation>
    </message>
    <message>
        <source>"%1" refused: %2</source>
        <translation>"%1" refused: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no file name given</translation>
    </message>
    <message>
        <source>%1, not a regular file</source>
        <translation>%1, not a regular file</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>larger than %1 bytes</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <source>Roofline of this computer (lab)</source>
        <translation>Roofline of this computer (lab)</translation>
    </message>
    <message>
        <source>Operation run here</source>
        <translation>Operation run here</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>Intensity</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Measured</translation>
    </message>
    <message>
        <source>Model: min(P, I·β)</source>
        <translation>Model: min(P, I·β)</translation>
    </message>
    <message>
        <source>Model's error</source>
        <translation>Model's error</translation>
    </message>
    <message>
        <source>Serving table: the model against the measurements (lab)</source>
        <translation>Serving table: the model against the measurements (lab)</translation>
    </message>
    <message>
        <source>Points read from %1, each set beside the model at its own batch, prompt and output tokens (serving) or intensity (roofline); error = (model − measured) / measured.</source>
        <translation>Points read from %1, each set beside the model at its own batch, prompt and output tokens (serving) or intensity (roofline); error = (model − measured) / measured.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>option, its total</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>For %1 requests a day of %2 + %3 tokens over %4 years, the cheapest option is %5: %6 in total (%7).</source>
        <translation>For %1 requests a day of %2 + %3 tokens over %4 years, the cheapest option is %5: %6 in total (%7).</translation>
    </message>
    <message>
        <source>Costed recommendation (course section 05)</source>
        <translation>Costed recommendation (course section 05)</translation>
    </message>
    <message>
        <source>%1 (%2), measured on %3: peak P = %4 (the best fp32 rate measured, reached by %7), bandwidth β = %5 (best of the copy and the triad), ridge point I* = P/β = %6. The roofline chart draws it dashed beside the devices' roofs, with the operations run here; the sweep chart shows every size measured.</source>
        <translation>%1 (%2), measured on %3: peak P = %4 (the best fp32 rate measured, reached by %7), bandwidth β = %5 (best of the copy and the triad), ridge point I* = P/β = %6. The roofline chart draws it dashed beside the devices' roofs, with the operations run here; the sweep chart shows every size measured.</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>expected a positive number</source>
        <translation>expected a positive number</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>expected text</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>expected %1</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(missing)</translation>
    </message>
    <message>
        <source>%1: key "%2": value %3: %4</source>
        <translation>%1: key "%2": value %3: %4</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>expected an array</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>not a JSON object</translation>
    </message>
    <message>
        <source>expected 1</source>
        <translation>expected 1</translation>
    </message>
    <message>
        <source>measurement: no fp32 product or no bandwidth test</source>
        <translation>measurement: no fp32 product or no bandwidth test</translation>
    </message>
</context>
<context>
    <name>MeasurementTable</name>
    <message>
        <source>Measurements against the model (error = (model − measured) / measured):</source>
        <translation>Measurements against the model (error = (model − measured) / measured):</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandwidth</translation>
    </message>
    <message>
        <source>FLOP/s</source>
        <translation>FLOP/s</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>matmul n = %1, %2</source>
        <translation>matmul n = %1, %2</translation>
    </message>
    <message>
        <source>kernel, %1</source>
        <translation>kernel, %1</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copy</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Inputs</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Measured</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Model's error</source>
        <translation>Model's error</translation>
    </message>
    <message>
        <source>Share of the peak that makes the model's TTFT agree with the measurements: %1 (the scenario's serving efficiency: %2)</source>
        <translation>Share of the peak that makes the model's TTFT agree with the measurements: %1 (the scenario's serving efficiency: %2)</translation>
    </message>
    <message>
        <source>Share of the bandwidth that makes the model's TPOT agree with the measurements: %1 (the model reads at the full bandwidth)</source>
        <translation>Share of the bandwidth that makes the model's TPOT agree with the measurements: %1 (the model reads at the full bandwidth)</translation>
    </message>
    <message>
        <source>Dense layer</source>
        <translation>Dense layer</translation>
    </message>
    <message>
        <source>3×3 convolution</source>
        <translation>3×3 convolution</translation>
    </message>
    <message>
        <source>Attention (one head)</source>
        <translation>Attention (one head)</translation>
    </message>
    <message>
        <source>LLM decoding, batch 1</source>
        <translation>LLM decoding, batch 1</translation>
    </message>
    <message>
        <source>Dense</source>
        <comment>short label beside a marker</comment>
        <translation>Dense</translation>
    </message>
    <message>
        <source>Conv. 3×3</source>
        <comment>short label beside a marker</comment>
        <translation>Conv. 3×3</translation>
    </message>
    <message>
        <source>Attention</source>
        <comment>short label beside a marker</comment>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Decoding</source>
        <comment>short label beside a marker</comment>
        <translation>Decoding</translation>
    </message>
    <message>
        <source>Roofline rows against the roofline of %1: P = %2, β = %3.</source>
        <translation>Roofline rows against the roofline of %1: P = %2, β = %3.</translation>
    </message>
    <message>
        <source>%1, %2 + %3 tokens</source>
        <translation>%1, %2 + %3 tokens</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>median %1</translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation>p99 %1</translation>
    </message>
    <message>
        <source>B = %1</source>
        <translation>B = %1</translation>
    </message>
    <message>
        <source>B = %1 (≈ %2 in flight, Little's law)</source>
        <translation>B = %1 (≈ %2 in flight, Little's law)</translation>
    </message>
    <message>
        <source>Median · p99</source>
        <translation>Median · p99</translation>
    </message>
    <message>
        <source>the %1 × %1 product on all cores</source>
        <translation>the %1 × %1 product on all cores</translation>
    </message>
    <message>
        <source>the %1 × %1 product on one core</source>
        <translation>the %1 × %1 product on one core</translation>
    </message>
    <message>
        <source>The best product on all cores reached only %1, against %2 for %3: an all-core product waits for its slowest thread, whose core the machine's other work shares, and at small sizes starting the threads costs more than the product. The roof is the best rate measured, so that no point stands above it.</source>
        <translation>The best product on all cores reached only %1, against %2 for %3: an all-core product waits for its slowest thread, whose core the machine's other work shares, and at small sizes starting the threads costs more than the product. The roof is the best rate measured, so that no point stands above it.</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <comment>roofline row's inputs, the device it was measured on</comment>
        <translation>%1, on %2</translation>
    </message>
    <message>
        <source>Rows measured on %1 (device column) against its roofline: P = %2, β = %3.</source>
        <translation>Rows measured on %1 (device column) against its roofline: P = %2, β = %3.</translation>
    </message>
</context>
<context>
    <name>Measurements</name>
    <message>
        <source>%1: %2 refused: %3</source>
        <translation>%1: %2 refused: %3</translation>
    </message>
    <message>
        <source>%1: %2: value "%3" refused: %4</source>
        <translation>%1: %2: value "%3" refused: %4</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>not a finite number</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>negative</translation>
    </message>
    <message>
        <source>must be positive (at least 1e-12)</source>
        <translation>must be positive (at least 1e-12)</translation>
    </message>
    <message>
        <source>larger than 1e15</source>
        <translation>larger than 1e15</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>not a number</translation>
    </message>
    <message>
        <source>field "%1"</source>
        <translation>field "%1"</translation>
    </message>
    <message>
        <source>%1: the file is empty: expected a vLLM benchmark result, an Ollama answer (JSON) or a CSV table</source>
        <translation>%1: the file is empty: expected a vLLM benchmark result, an Ollama answer (JSON) or a CSV table</translation>
    </message>
    <message>
        <source>%1: no measurement in the file</source>
        <translation>%1: no measurement in the file</translation>
    </message>
    <message>
        <source>%1: line %2: a quoted cell is not closed</source>
        <translation>%1: line %2: a quoted cell is not closed</translation>
    </message>
    <message>
        <source>line %1, column "%2"</source>
        <translation>line %1, column "%2"</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 line %2</translation>
    </message>
    <message>
        <source>a serving row needs ttft_s, tpot_s or tokens_per_s</source>
        <translation>a serving row needs ttft_s, tpot_s or tokens_per_s</translation>
    </message>
    <message>
        <source>%1: no header line</source>
        <translation>%1: no header line</translation>
    </message>
    <message>
        <source>line %1, header</source>
        <translation>line %1, header</translation>
    </message>
    <message>
        <source>unknown column (expected %1)</source>
        <translation>unknown column (expected %1)</translation>
    </message>
    <message>
        <source>column named twice</source>
        <translation>column named twice</translation>
    </message>
    <message>
        <source>%1: line %2: %3 cells where the header names %4 columns</source>
        <translation>%1: line %2: %3 cells where the header names %4 columns</translation>
    </message>
    <message>
        <source>the line has no measurement</source>
        <translation>the line has no measurement</translation>
    </message>
    <message>
        <source>vLLM %1</source>
        <translation>vLLM %1</translation>
    </message>
    <message>
        <source>Ollama %1</source>
        <translation>Ollama %1</translation>
    </message>
    <message>
        <source>document</source>
        <translation>document</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>expected a JSON object</translation>
    </message>
    <message>
        <source>%1: %2neither a vLLM benchmark result (no field "completed") nor an Ollama answer (no field "eval_count")</source>
        <translation>%1: %2neither a vLLM benchmark result (no field "completed") nor an Ollama answer (no field "eval_count")</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1: not valid JSON at byte %2: %3</translation>
    </message>
    <message>
        <source>%1: %2: value %3 refused: %4</source>
        <translation>%1: %2: value %3 refused: %4</translation>
    </message>
    <message>
        <source>a decimal point, where the header's semicolons call for a decimal comma</source>
        <translation>a decimal point, where the header's semicolons call for a decimal comma</translation>
    </message>
    <message>
        <source>%1: line %2: %3 cells where the header names %4 columns: the line is separated by '%5' where the header is by '%6'</source>
        <translation>%1: line %2: %3 cells where the header names %4 columns: the line is separated by '%5' where the header is by '%6'</translation>
    </message>
    <message>
        <source>missing: a run at a finite request_rate without max_concurrency needs it, or mean_ttft_ms and mean_tpot_ms, to estimate its batch by Little's law</source>
        <translation>missing: a run at a finite request_rate without max_concurrency needs it, or mean_ttft_ms and mean_tpot_ms, to estimate its batch by Little's law</translation>
    </message>
    <message>
        <source>not a serving quantity (expected ttft_s, tpot_s or tokens_per_s)</source>
        <translation>not a serving quantity (expected ttft_s, tpot_s or tokens_per_s)</translation>
    </message>
    <message>
        <source>the run already has this quantity on the line before</source>
        <translation>the run already has this quantity on the line before</translation>
    </message>
    <message>
        <source>unknown kind (expected serving, matmul, kernel or copy)</source>
        <translation>unknown kind (expected serving, matmul, kernel or copy)</translation>
    </message>
    <message>
        <source>a serving row is compared on the scenario's device; the device column names the device of a roofline row</source>
        <translation>a serving row is compared on the scenario's device; the device column names the device of a roofline row</translation>
    </message>
    <message>
        <source>this computer has not been measured yet, so it has no roof to compare with (run infralab measure, or Tools ▸ Measure this computer…, first)</source>
        <translation>this computer has not been measured yet, so it has no roof to compare with (run infralab measure, or Tools ▸ Measure this computer…, first)</translation>
    </message>
    <message>
        <source>unknown device (known: %1)</source>
        <translation>unknown device (known: %1)</translation>
    </message>
    <message>
        <source>%1: byte %2 is a NUL byte: not a text file (a binary file, or text saved as UTF-16); expected a vLLM benchmark result, an Ollama answer (JSON) or a CSV table, saved as UTF-8</source>
        <translation>%1: byte %2 is a NUL byte: not a text file (a binary file, or text saved as UTF-16); expected a vLLM benchmark result, an Ollama answer (JSON) or a CSV table, saved as UTF-8</translation>
    </message>
    <message>
        <source>not a whole number of sequences</source>
        <translation>not a whole number of sequences</translation>
    </message>
</context>
<context>
    <name>OperationSizes</name>
    <message>
        <source>Dense layer: tokens in the batch</source>
        <translation>Dense layer: tokens in the batch</translation>
    </message>
    <message>
        <source>Dense layer and decoding: width d</source>
        <translation>Dense layer and decoding: width d</translation>
    </message>
    <message>
        <source>Convolution: image side H = W</source>
        <translation>Convolution: image side H = W</translation>
    </message>
    <message>
        <source>Convolution: channels in and out</source>
        <translation>Convolution: channels in and out</translation>
    </message>
    <message>
        <source>Attention: sequence length n</source>
        <translation>Attention: sequence length n</translation>
    </message>
    <message>
        <source>Attention: head dimension d_k</source>
        <translation>Attention: head dimension d_k</translation>
    </message>
    <message>
        <source>size "%1" refused: expected NAME=VALUE with NAME one of %2</source>
        <translation>size "%1" refused: expected NAME=VALUE with NAME one of %2</translation>
    </message>
    <message>
        <source>size %1: value "%2" refused: expected a whole number from %3 to %4, in digits only</source>
        <translation>size %1: value "%2" refused: expected a whole number from %3 to %4, in digits only</translation>
    </message>
</context>
<context>
    <name>Operators</name>
    <message>
        <source>QKᵀ</source>
        <translation>QKᵀ</translation>
    </message>
    <message>
        <source>×V</source>
        <translation>×V</translation>
    </message>
    <message>
        <source>router</source>
        <translation>router</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>gate</translation>
    </message>
    <message>
        <source>up</source>
        <translation>up</translation>
    </message>
    <message>
        <source>down</source>
        <translation>down</translation>
    </message>
    <message>
        <source>QKV</source>
        <translation>QKV</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>norms</source>
        <translation>norms</translation>
    </message>
    <message>
        <source>head</source>
        <translation>head</translation>
    </message>
</context>
<context>
    <name>Platform</name>
    <message>
        <source>Ingestion</source>
        <translation>Ingestion</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Features</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluation</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Deployment</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Object storage</translation>
    </message>
    <message>
        <source>Raw data, versioned datasets, artefacts, checkpoints</source>
        <translation>Raw data, versioned datasets, artefacts, checkpoints</translation>
    </message>
    <message>
        <source>MinIO, S3, GCS; Parquet/Arrow, WebDataset, Zarr formats</source>
        <translation>MinIO, S3, GCS; Parquet/Arrow, WebDataset, Zarr formats</translation>
    </message>
    <message>
        <source>Read throughput for training (≥ 1 GB/s per GPU); lifecycle and cost</source>
        <translation>Read throughput for training (≥ 1 GB/s per GPU); lifecycle and cost</translation>
    </message>
    <message>
        <source>Data versioning</source>
        <translation>Data versioning</translation>
    </message>
    <message>
        <source>Reproducibility, lineage</source>
        <translation>Reproducibility, lineage</translation>
    </message>
    <message>
        <source>DVC, LakeFS, Delta Lake, catalogues (DataHub)</source>
        <translation>DVC, LakeFS, Delta Lake, catalogues (DataHub)</translation>
    </message>
    <message>
        <source>Dataset hashes; who may read what</source>
        <translation>Dataset hashes; who may read what</translation>
    </message>
    <message>
        <source>Orchestration</source>
        <translation>Orchestration</translation>
    </message>
    <message>
        <source>Pipelines (ingestion → features → training → evaluation → deployment)</source>
        <translation>Pipelines (ingestion → features → training → evaluation → deployment)</translation>
    </message>
    <message>
        <source>Airflow, Dagster, Kubeflow, Prefect, Argo</source>
        <translation>Airflow, Dagster, Kubeflow, Prefect, Argo</translation>
    </message>
    <message>
        <source>Idempotence, recovery from errors, scheduling</source>
        <translation>Idempotence, recovery from errors, scheduling</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>GPU cluster, queues, isolation</source>
        <translation>GPU cluster, queues, isolation</translation>
    </message>
    <message>
        <source>Kubernetes + operators, Slurm (HPC), Ray</source>
        <translation>Kubernetes + operators, Slurm (HPC), Ray</translation>
    </message>
    <message>
        <source>Real utilisation of the GPUs (often &lt; 30 %); quotas</source>
        <translation>Real utilisation of the GPUs (often &lt; 30 %); quotas</translation>
    </message>
    <message>
        <source>Frameworks, mixed precision, parallelisms</source>
        <translation>Frameworks, mixed precision, parallelisms</translation>
    </message>
    <message>
        <source>PyTorch (FSDP, DDP), DeepSpeed, Megatron, JAX; HF Accelerate/TRL</source>
        <translation>PyTorch (FSDP, DDP), DeepSpeed, Megatron, JAX; HF Accelerate/TRL</translation>
    </message>
    <message>
        <source>Frequent checkpoints; recovery; determinism</source>
        <translation>Frequent checkpoints; recovery; determinism</translation>
    </message>
    <message>
        <source>Experiment tracking</source>
        <translation>Experiment tracking</translation>
    </message>
    <message>
        <source>Hyperparameters, metrics, artefacts</source>
        <translation>Hyperparameters, metrics, artefacts</translation>
    </message>
    <message>
        <source>MLflow, Weights &amp; Biases, TensorBoard</source>
        <translation>MLflow, Weights &amp; Biases, TensorBoard</translation>
    </message>
    <message>
        <source>Log everything (L24); link commit ↔ model</source>
        <translation>Log everything (L24); link commit ↔ model</translation>
    </message>
    <message>
        <source>Model registry</source>
        <translation>Model registry</translation>
    </message>
    <message>
        <source>Versions, metadata, stages (staging/prod), model cards</source>
        <translation>Versions, metadata, stages (staging/prod), model cards</translation>
    </message>
    <message>
        <source>MLflow Registry, HF Hub, Vertex/SageMaker Registry</source>
        <translation>MLflow Registry, HF Hub, Vertex/SageMaker Registry</translation>
    </message>
    <message>
        <source>Signed artefacts; provenance</source>
        <translation>Signed artefacts; provenance</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>API, batching, autoscaling, canary</source>
        <translation>API, batching, autoscaling, canary</translation>
    </message>
    <message>
        <source>vLLM, TGI, Triton, TorchServe, BentoML, KServe; ONNX Runtime, TensorRT</source>
        <translation>vLLM, TGI, Triton, TorchServe, BentoML, KServe; ONNX Runtime, TensorRT</translation>
    </message>
    <message>
        <source>p95 SLO; fallback; versions compared in production</source>
        <translation>p95 SLO; fallback; versions compared in production</translation>
    </message>
    <message>
        <source>Compilation / optimisation</source>
        <translation>Compilation / optimisation</translation>
    </message>
    <message>
        <source>Kernel fusion, graphs, quantisation</source>
        <translation>Kernel fusion, graphs, quantisation</translation>
    </message>
    <message>
        <source>torch.compile, TensorRT-LLM, ONNX, OpenVINO, TVM; llama.cpp (edge)</source>
        <translation>torch.compile, TensorRT-LLM, ONNX, OpenVINO, TVM; llama.cpp (edge)</translation>
    </message>
    <message>
        <source>Gains of 1.5–4×; check accuracy afterwards</source>
        <translation>Gains of 1.5–4×; check accuracy afterwards</translation>
    </message>
    <message>
        <source>Observability</source>
        <translation>Observability</translation>
    </message>
    <message>
        <source>System and model metrics, traces, logs</source>
        <translation>System and model metrics, traces, logs</translation>
    </message>
    <message>
        <source>Prometheus, Grafana, OpenTelemetry; Evidently, Arize, Langfuse (LLM)</source>
        <translation>Prometheus, Grafana, OpenTelemetry; Evidently, Arize, Langfuse (LLM)</translation>
    </message>
    <message>
        <source>Drift of the data and the outputs (L35); cost per request</source>
        <translation>Drift of the data and the outputs (L35); cost per request</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Security</translation>
    </message>
    <message>
        <source>Secrets, access, network, compliance</source>
        <translation>Secrets, access, network, compliance</translation>
    </message>
    <message>
        <source>Vault, IAM, VPC; encryption at rest and in transit</source>
        <translation>Vault, IAM, VPC; encryption at rest and in transit</translation>
    </message>
    <message>
        <source>Personal data, GDPR; models are assets to protect</source>
        <translation>Personal data, GDPR; models are assets to protect</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>InfraLab report</source>
        <translation>InfraLab report</translation>
    </message>
    <message>
        <source>Inputs changed from the course</source>
        <translation>Inputs changed from the course</translation>
    </message>
    <message>
        <source>None: every input has the value of the course's worked examples.</source>
        <translation>None: every input has the value of the course's worked examples.</translation>
    </message>
    <message>
        <source>All inputs</source>
        <translation>All inputs</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>Figure %1 (%2): %3</source>
        <translation>Figure %1 (%2): %3</translation>
    </message>
    <message>
        <source>Serving table (course section 03)</source>
        <translation>Serving table (course section 03)</translation>
    </message>
    <message>
        <source>%1 at %2 per hour, %3 prompt tokens and %4 output tokens per request. The scenario's batch is in bold.</source>
        <translation>%1 at %2 per hour, %3 prompt tokens and %4 output tokens per request. The scenario's batch is in bold.</translation>
    </message>
    <message>
        <source>Figures and formulas</source>
        <translation>Figures and formulas</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
    <message>
        <source>InfraLab report · %1</source>
        <translation>InfraLab report · %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>date at time</comment>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>the PDF could not be started</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>the PDF could not be finished</translation>
    </message>
    <message>
        <source>“Pinned” is the scenario pinned for comparison; “Current” is the live one, whose inputs and charts follow. Charts draw the pinned scenario dashed or hatched beside the current one.</source>
        <translation>“Pinned” is the scenario pinned for comparison; “Current” is the live one, whose inputs and charts follow. Charts draw the pinned scenario dashed or hatched beside the current one.</translation>
    </message>
    <message>
        <source>Inputs that differ between the pinned and the current scenario</source>
        <translation>Inputs that differ between the pinned and the current scenario</translation>
    </message>
    <message>
        <source>None: the pinned and the current scenario have the same inputs.</source>
        <translation>None: the pinned and the current scenario have the same inputs.</translation>
    </message>
    <message>
        <source>Headline figures, pinned against current</source>
        <translation>Headline figures, pinned against current</translation>
    </message>
</context>
<context>
    <name>RooflinePoints</name>
    <message>
        <source>LLM decode, batch B</source>
        <translation>LLM decode, batch B</translation>
    </message>
    <message>
        <source>Prefill of the prompt</source>
        <translation>Prefill of the prompt</translation>
    </message>
    <message>
        <source>Vector × matrix (batch 1)</source>
        <translation>Vector × matrix (batch 1)</translation>
    </message>
    <message>
        <source>Matmul, batch 64</source>
        <translation>Matmul, batch 64</translation>
    </message>
    <message>
        <source>Training, 4096 tokens</source>
        <translation>Training, 4096 tokens</translation>
    </message>
    <message>
        <source>Small layer (edge)</source>
        <translation>Small layer (edge)</translation>
    </message>
    <message>
        <source>3×3 convolution</source>
        <translation>3×3 convolution</translation>
    </message>
    <message>
        <source>Attention (unfused)</source>
        <translation>Attention (unfused)</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Registers</translation>
    </message>
    <message>
        <source>estimate: the course gives no figure</source>
        <translation>estimate: the course gives no figure</translation>
    </message>
    <message>
        <source>SRAM (L1/L2)</source>
        <translation>SRAM (L1/L2)</translation>
    </message>
    <message>
        <source>tens of MB</source>
        <translation>tens of MB</translation>
    </message>
    <message>
        <source>HBM/GDDR</source>
        <translation>HBM/GDDR</translation>
    </message>
    <message>
        <source>the device's memory</source>
        <translation>the device's memory</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>Host RAM</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>local SSD</source>
        <translation>local SSD</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>400 Gbit/s InfiniBand</source>
        <translation>400 Gbit/s InfiniBand</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Compute precision: the device's peak and the weights' size</source>
        <translation>Compute precision: the device's peak and the weights' size</translation>
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
    <message>
        <source>Power of one cloud GPU under load (estimate: H100 SXM, 700 W)</source>
        <translation>Power of one cloud GPU under load (estimate: H100 SXM, 700 W)</translation>
    </message>
    <message>
        <source>Power of one edge device (Jetson Orin, 40 W)</source>
        <translation>Power of one edge device (Jetson Orin, 40 W)</translation>
    </message>
    <message>
        <source>Criterion weighed: confidentiality</source>
        <translation>Criterion weighed: confidentiality</translation>
    </message>
    <message>
        <source>Criterion weighed: latency</source>
        <translation>Criterion weighed: latency</translation>
    </message>
    <message>
        <source>Criterion weighed: availability (offline)</source>
        <translation>Criterion weighed: availability (offline)</translation>
    </message>
    <message>
        <source>Criterion weighed: variable load</source>
        <translation>Criterion weighed: variable load</translation>
    </message>
    <message>
        <source>Criterion weighed: operations skills</source>
        <translation>Criterion weighed: operations skills</translation>
    </message>
    <message>
        <source>Criterion weighed: vendor lock-in</source>
        <translation>Criterion weighed: vendor lock-in</translation>
    </message>
    <message>
        <source>Criterion weighed: carbon footprint</source>
        <translation>Criterion weighed: carbon footprint</translation>
    </message>
    <message>
        <source>Criterion weighed: regulation</source>
        <translation>Criterion weighed: regulation</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Second device to compare</source>
        <translation>Second device to compare</translation>
    </message>
    <message>
        <source>Model: choosing one sets its parameters, layers and heads</source>
        <translation>Model: choosing one sets its parameters, layers and heads</translation>
    </message>
    <message>
        <source>Experts E per layer (mixture of experts; 1: dense)</source>
        <translation>Experts E per layer (mixture of experts; 1: dense)</translation>
    </message>
    <message>
        <source>Experts k active per token (k ≤ E)</source>
        <translation>Experts k active per token (k ≤ E)</translation>
    </message>
    <message>
        <source>Storage bandwidth for checkpoints</source>
        <translation>Storage bandwidth for checkpoints</translation>
    </message>
    <message>
        <source>Mean time between failures of one GPU</source>
        <translation>Mean time between failures of one GPU</translation>
    </message>
    <message>
        <source>Real utilisation of the GPUs</source>
        <translation>Real utilisation of the GPUs</translation>
    </message>
    <message>
        <source>Speed-up from compilation (torch.compile, TensorRT)</source>
        <translation>Speed-up from compilation (torch.compile, TensorRT)</translation>
    </message>
    <message>
        <source>Activation memory: typed in, or from the shapes</source>
        <translation>Activation memory: typed in, or from the shapes</translation>
    </message>
    <message>
        <source>Sequence length s (tokens per sample)</source>
        <translation>Sequence length s (tokens per sample)</translation>
    </message>
    <message>
        <source>Micro-batch size b (sequences)</source>
        <translation>Micro-batch size b (sequences)</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>Activation recomputation</translation>
    </message>
    <message>
        <source>Sequence parallelism (with tensor parallelism)</source>
        <translation>Sequence parallelism (with tensor parallelism)</translation>
    </message>
    <message>
        <source>FlashAttention (no attention matrix stored)</source>
        <translation>FlashAttention (no attention matrix stored)</translation>
    </message>
    <message>
        <source>Training tokens for the whole run</source>
        <translation>Training tokens for the whole run</translation>
    </message>
    <message>
        <source>GPUs per model copy t (tensor parallelism)</source>
        <translation>GPUs per model copy t (tensor parallelism)</translation>
    </message>
    <message>
        <source>GPU count n = TP × PP × DP</source>
        <translation>GPU count n = TP × PP × DP</translation>
    </message>
    <message>
        <source>Free model: N follows the shapes, and the shapes N</source>
        <translation>Free model: N follows the shapes, and the shapes N</translation>
    </message>
    <message>
        <source>Share of the peak FLOP/s reached when serving (compute)</source>
        <translation>Share of the peak FLOP/s reached when serving (compute)</translation>
    </message>
    <message>
        <source>Share of the memory bandwidth reached when serving</source>
        <translation>Share of the memory bandwidth reached when serving</translation>
    </message>
    <message>
        <source>On-premise GPUs (model copies of t GPUs each when t &gt; 1)</source>
        <translation>On-premise GPUs (model copies of t GPUs each when t &gt; 1)</translation>
    </message>
    <message>
        <source>Count the attention's FLOPs (training 12·L·h·s, prefill 4·L·h·n, decode 4·L·h·ctx per token)</source>
        <translation>Count the attention's FLOPs (training 12·L·h·s, prefill 4·L·h·n, decode 4·L·h·ctx per token)</translation>
    </message>
    <message>
        <source>Training precision of the weights</source>
        <translation>Training precision of the weights</translation>
    </message>
    <message>
        <source>Training precision of the gradients</source>
        <translation>Training precision of the gradients</translation>
    </message>
    <message>
        <source>Master copy of the weights</source>
        <translation>Master copy of the weights</translation>
    </message>
    <message>
        <source>Precision of Adam's two moments</source>
        <translation>Precision of Adam's two moments</translation>
    </message>
    <message>
        <source>Precision of the activations (from the shapes)</source>
        <translation>Precision of the activations (from the shapes)</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>Fits?</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latency</translation>
    </message>
    <message>
        <source>€/M tokens</source>
        <translation>€/M tokens</translation>
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
        <source>tok</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Value (SI)</source>
        <translation>Value (SI)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Fits in memory</translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation>TTFT (s)</translation>
    </message>
    <message>
        <source>TPOT (s)</source>
        <translation>TPOT (s)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Throughput (tokens/s)</translation>
    </message>
    <message>
        <source>Latency (s)</source>
        <translation>Latency (s)</translation>
    </message>
    <message>
        <source>€ per million tokens</source>
        <translation>€ per million tokens</translation>
    </message>
    <message>
        <source>Course default</source>
        <translation>Course default</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Current against pinned</source>
        <translation>Current against pinned</translation>
    </message>
    <message>
        <source>Current value (SI)</source>
        <translation>Current value (SI)</translation>
    </message>
    <message>
        <source>Pinned value (SI)</source>
        <translation>Pinned value (SI)</translation>
    </message>
    <message>
        <source>Change, current against pinned</source>
        <translation>Change, current against pinned</translation>
    </message>
    <message>
        <source>Current value</source>
        <translation>Current value</translation>
    </message>
    <message>
        <source>Pinned value</source>
        <translation>Pinned value</translation>
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
    <name>Units</name>
    <message>
        <source>B params</source>
        <translation>B params</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>M tokens</source>
        <translation>M tokens</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>req/day</source>
        <translation>req/day</translation>
    </message>
    <message>
        <source>€/M tokens</source>
        <translation>€/M tokens</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>years</source>
        <translation>years</translation>
    </message>
    <message>
        <source>€/h</source>
        <translation>€/h</translation>
    </message>
    <message>
        <source>€</source>
        <translation>€</translation>
    </message>
    <message>
        <source>€/month</source>
        <translation>€/month</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>€/kWh</source>
        <translation>€/kWh</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>FTE</translation>
    </message>
    <message>
        <source>€/year</source>
        <translation>€/year</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>devices</translation>
    </message>
    <message>
        <source>g/kWh</source>
        <translation>g/kWh</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>T tokens</source>
        <translation>T tokens</translation>
    </message>
</context>
<context>
    <name>infralab::AllReduceChart</name>
    <message>
        <source>Ring all-reduce, step by step (theorem 2)</source>
        <translation>Ring all-reduce, step by step (theorem 2)</translation>
    </message>
    <message>
        <source>NVLink %1</source>
        <translation>NVLink %1</translation>
    </message>
    <message>
        <source>InfiniBand %1</source>
        <translation>InfiniBand %1</translation>
    </message>
    <message>
        <source>Message size S</source>
        <translation>Message size S</translation>
    </message>
    <message>
        <source>Step 0 of %1 — start: each GPU holds its own gradients S, cut into n = %2 chunks of S/n</source>
        <translation>Step 0 of %1 — start: each GPU holds its own gradients S, cut into n = %2 chunks of S/n</translation>
    </message>
    <message>
        <source>Step %1 of %2 — reduce-scatter: each GPU sends one chunk (S/n) to its successor, which adds it</source>
        <translation>Step %1 of %2 — reduce-scatter: each GPU sends one chunk (S/n) to its successor, which adds it</translation>
    </message>
    <message>
        <source>Step %1 of %2 — all-gather: each GPU sends one complete chunk (S/n) to its successor, which copies it</source>
        <translation>Step %1 of %2 — all-gather: each GPU sends one complete chunk (S/n) to its successor, which copies it</translation>
    </message>
    <message>
        <source>Darker: more GPUs summed · green: complete sum</source>
        <translation>Darker: more GPUs summed · green: complete sum</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1; the current one sends %2</source>
        <translation>%1; the current one sends %2</translation>
    </message>
    <message>
        <source>dashed: bandwidth only
2(d − 1)/d·S/BW</source>
        <translation>dashed: bandwidth only
2(d − 1)/d·S/BW</translation>
    </message>
    <message>
        <source>All-reduce time, DP = 1</source>
        <translation>All-reduce time, DP = 1</translation>
    </message>
    <message>
        <source>All-reduce time, DP = %1 ranks</source>
        <translation>All-reduce time, DP = %1 ranks</translation>
    </message>
    <message>
        <source>latency alone
2(d − 1)·α = %1</source>
        <translation>latency alone
2(d − 1)·α = %1</translation>
    </message>
    <message>
        <source>gradients per rank 2N/(TP·PP) = %1</source>
        <translation>gradients per rank 2N/(TP·PP) = %1</translation>
    </message>
    <message>
        <source>DP = 1: no all-reduce.</source>
        <translation>DP = 1: no all-reduce.</translation>
    </message>
    <message>
        <source>All-reduce time, DP = %1 ranks (pinned: %2)</source>
        <translation>All-reduce time, DP = %1 ranks (pinned: %2)</translation>
    </message>
    <message>
        <source>%1: 2N/(TP·PP) = %2</source>
        <translation>%1: 2N/(TP·PP) = %2</translation>
    </message>
    <message>
        <source>dashed: pinned, DP = %1
NVLink %2 · InfiniBand %3</source>
        <translation>dashed: pinned, DP = %1
NVLink %2 · InfiniBand %3</translation>
    </message>
    <message>
        <source>DP = 1: there is nothing to all-reduce, no data-parallel replica to sum with.</source>
        <translation>DP = 1: there is nothing to all-reduce, no data-parallel replica to sum with.</translation>
    </message>
    <message>
        <source>(ring drawn with %1 of the %2 DP ranks)</source>
        <translation>(ring drawn with %1 of the %2 DP ranks)</translation>
    </message>
    <message>
        <source>%1: each rank sends %2 for S = %3 on DP = %4</source>
        <translation>%1: each rank sends %2 for S = %3 on DP = %4</translation>
    </message>
    <message>
        <source>gradients per GPU 2N = %1</source>
        <translation>gradients per GPU 2N = %1</translation>
    </message>
    <message>
        <source>All-reduce time if DP = %1</source>
        <translation>All-reduce time if DP = %1</translation>
    </message>
    <message>
        <source>This cluster has DP = 1: no all-reduce in its step. Theorem 2 if its %1 GPUs were all in DP: each sends 2(d − 1)/d·S = %2 for S = 2N = %3</source>
        <translation>This cluster has DP = 1: no all-reduce in its step. Theorem 2 if its %1 GPUs were all in DP: each sends 2(d − 1)/d·S = %2 for S = 2N = %3</translation>
    </message>
    <message>
        <source>Each GPU keeps its gradients S = 2N/(TP·PP) = %1</source>
        <translation>Each GPU keeps its gradients S = 2N/(TP·PP) = %1</translation>
    </message>
    <message>
        <source>DP = %1 ranks: each sends 2(d − 1)/d·S = %2 for S = 2N/(TP·PP) = %3; lower bound (d − 1)/d·S = %4</source>
        <translation>DP = %1 ranks: each sends 2(d − 1)/d·S = %2 for S = 2N/(TP·PP) = %3; lower bound (d − 1)/d·S = %4</translation>
    </message>
</context>
<context>
    <name>infralab::AllReducePanel</name>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Walk through the steps, two per second</source>
        <translation>Walk through the steps, two per second</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Step</translation>
    </message>
    <message>
        <source>All-reduce step</source>
        <translation>All-reduce step</translation>
    </message>
</context>
<context>
    <name>infralab::AmdahlChart</name>
    <message>
        <source>Speed-up against the GPU count (Amdahl, Gustafson)</source>
        <translation>Speed-up against the GPU count (Amdahl, Gustafson)</translation>
    </message>
    <message>
        <source>GPUs n</source>
        <translation>GPUs n</translation>
    </message>
    <message>
        <source>Speed-up (×)</source>
        <translation>Speed-up (×)</translation>
    </message>
    <message>
        <source>Amdahl, s = %1</source>
        <translation>Amdahl, s = %1</translation>
    </message>
    <message>
        <source>Gustafson, s = %1</source>
        <translation>Gustafson, s = %1</translation>
    </message>
    <message>
        <source>Ideal (n)</source>
        <translation>Ideal (n)</translation>
    </message>
    <message>
        <source>Efficiency (right axis)</source>
        <translation>Efficiency (right axis)</translation>
    </message>
    <message>
        <source>ceiling 1/s = %1×</source>
        <translation>ceiling 1/s = %1×</translation>
    </message>
    <message>
        <source>s = %1: %2×</source>
        <translation>s = %1: %2×</translation>
    </message>
    <message>
        <source>Course, 64 GPUs</source>
        <translation>Course, 64 GPUs</translation>
    </message>
    <message>
        <source>n = %1: %2×, %3</source>
        <translation>n = %1: %2×, %3</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>Efficiency (%)</translation>
    </message>
    <message>
        <source>%1 GPUs, s = %2: speed-up %3×, efficiency %4</source>
        <translation>%1 GPUs, s = %2: speed-up %3×, efficiency %4</translation>
    </message>
    <message>
        <source>dashed: pinned, s = %1</source>
        <translation>dashed: pinned, s = %1</translation>
    </message>
</context>
<context>
    <name>infralab::BarPainter</name>
    <message>
        <source>%1 (%2 vs pinned)</source>
        <comment>a value, then its change from the pinned one's</comment>
        <translation>%1 (%2 vs pinned)</translation>
    </message>
</context>
<context>
    <name>infralab::ChartView</name>
    <message>
        <source>Export chart…</source>
        <translation>Export chart…</translation>
    </message>
    <message>
        <source>Copy chart to clipboard</source>
        <translation>Copy chart to clipboard</translation>
    </message>
</context>
<context>
    <name>infralab::CheckpointChart</name>
    <message>
        <source>Checkpoint of %1 written in %2; the cluster fails every %3</source>
        <translation>Checkpoint of %1 written in %2; the cluster fails every %3</translation>
    </message>
    <message>
        <source>Time lost: δ/τ + τ/(2M)</source>
        <translation>Time lost: δ/τ + τ/(2M)</translation>
    </message>
    <message>
        <source>τ* = %1: %2 lost</source>
        <translation>τ* = %1: %2 lost</translation>
    </message>
    <message>
        <source>Optimum √(2·δ·M)</source>
        <translation>Optimum √(2·δ·M)</translation>
    </message>
    <message>
        <source>Checkpoint interval τ (h)</source>
        <translation>Checkpoint interval τ (h)</translation>
    </message>
    <message>
        <source>Time lost (%)</source>
        <translation>Time lost (%)</translation>
    </message>
    <message>
        <source>Time lost against the checkpoint interval (Young–Daly)</source>
        <translation>Time lost against the checkpoint interval (Young–Daly)</translation>
    </message>
    <message>
        <source>Checkpoint of %1 written in %2; the cluster fails every %3: the training cannot progress</source>
        <translation>Checkpoint of %1 written in %2; the cluster fails every %3: the training cannot progress</translation>
    </message>
</context>
<context>
    <name>infralab::ChoosePage</name>
    <message>
        <source>Choose</source>
        <translation>Choose</translation>
    </message>
</context>
<context>
    <name>infralab::ComparisonActions</name>
    <message>
        <source>C&amp;ompare</source>
        <translation>C&amp;ompare</translation>
    </message>
    <message>
        <source>&amp;Pin this scenario</source>
        <translation>&amp;Pin this scenario</translation>
    </message>
    <message>
        <source>Freeze the values on screen as the pinned scenario: every chart then draws it (dashed) beside the current one, which follows your changes</source>
        <translation>Freeze the values on screen as the pinned scenario: every chart then draws it (dashed) beside the current one, which follows your changes</translation>
    </message>
    <message>
        <source>&amp;Swap pinned and current</source>
        <translation>&amp;Swap pinned and current</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>&amp;Unpin</translation>
    </message>
    <message>
        <source>Pin</source>
        <comment>toolbar toggle: pin the scenario to compare with it</comment>
        <translation>Pin</translation>
    </message>
    <message>
        <source>Unpin and show only the current scenario</source>
        <translation>Unpin and show only the current scenario</translation>
    </message>
    <message>
        <source>Pin this scenario and compare your changes with it</source>
        <translation>Pin this scenario and compare your changes with it</translation>
    </message>
</context>
<context>
    <name>infralab::CostChart</name>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>GPU cloud</source>
        <translation>GPU cloud</translation>
    </message>
    <message>
        <source>On-premise</source>
        <translation>On-premise</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Edge</translation>
    </message>
    <message>
        <source>%1 requests/day of %2 + %3 tokens · %4 years · API %5 + %6 per M tokens · cloud GPU %7/h, batch %8</source>
        <translation>%1 requests/day of %2 + %3 tokens · %4 years · API %5 + %6 per M tokens · cloud GPU %7/h, batch %8</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs per model copy</source>
        <translation>%1 · %2 GPUs per model copy</translation>
    </message>
    <message>
        <source>k</source>
        <comment>thousand euros' scale, beside the euro sign: €k, k€</comment>
        <translation>k</translation>
    </message>
    <message>
        <source>M</source>
        <comment>million euros' scale: €M, M€</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>bn</source>
        <comment>billion euros' scale: €bn, Md€</comment>
        <translation>bn</translation>
    </message>
    <message>
        <source>T</source>
        <comment>trillion euros' scale: €T, T€</comment>
        <translation>T</translation>
    </message>
</context>
<context>
    <name>infralab::CostCriteria</name>
    <message>
        <source>Confidentiality</source>
        <translation>Confidentiality</translation>
    </message>
    <message>
        <source>Medical data, industrial secrets: keep them local (on-premise or edge).</source>
        <translation>Medical data, industrial secrets: keep them local (on-premise or edge).</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latency</translation>
    </message>
    <message>
        <source>A robot cannot wait for the network: edge is mandatory.</source>
        <translation>A robot cannot wait for the network: edge is mandatory.</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Availability</translation>
    </message>
    <message>
        <source>Must it work offline? Only local options do.</source>
        <translation>Must it work offline? Only local options do.</translation>
    </message>
    <message>
        <source>Variable load</source>
        <translation>Variable load</translation>
    </message>
    <message>
        <source>A load that swings favours the cloud, paid by the hour or by the token.</source>
        <translation>A load that swings favours the cloud, paid by the hour or by the token.</translation>
    </message>
    <message>
        <source>Operations skills</source>
        <translation>Operations skills</translation>
    </message>
    <message>
        <source>On-premise needs a strong operations team; the API needs none.</source>
        <translation>On-premise needs a strong operations team; the API needs none.</translation>
    </message>
    <message>
        <source>Vendor lock-in</source>
        <translation>Vendor lock-in</translation>
    </message>
    <message>
        <source>An API ties you to one provider, whose prices and models may change.</source>
        <translation>An API ties you to one provider, whose prices and models may change.</translation>
    </message>
    <message>
        <source>Carbon footprint</source>
        <translation>Carbon footprint</translation>
    </message>
    <message>
        <source>Depends on the electricity mix more than on the model: see the energy chart.</source>
        <translation>Depends on the electricity mix more than on the model: see the energy chart.</translation>
    </message>
    <message>
        <source>Regulation</source>
        <translation>Regulation</translation>
    </message>
    <message>
        <source>AI Act documentation, personal data under the GDPR: where may the data go?</source>
        <translation>AI Act documentation, personal data under the GDPR: where may the data go?</translation>
    </message>
    <message>
        <source>Criteria without a number, ticked when weighed: %1</source>
        <translation>Criteria without a number, ticked when weighed: %1</translation>
    </message>
    <message>
        <source>Criteria without a number</source>
        <translation>Criteria without a number</translation>
    </message>
    <message>
        <source>Tick what weighs in your case: the list is saved with the scenario and printed under the cost-totals chart.</source>
        <translation>Tick what weighs in your case: the list is saved with the scenario and printed under the cost-totals chart.</translation>
    </message>
</context>
<context>
    <name>infralab::CostCumulativeChart</name>
    <message>
        <source>month %1</source>
        <translation>month %1</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>day %1</translation>
    </message>
    <message>
        <source>Cumulative cost month by month, with break-even points</source>
        <translation>Cumulative cost month by month, with break-even points</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Months</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Cumulative cost (%1)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No option catches up with another within the horizon.</source>
        <translation>No option catches up with another within the horizon.</translation>
    </message>
    <message>
        <source>Break-even: %1.</source>
        <translation>Break-even: %1.</translation>
    </message>
    <message>
        <source>After the horizon: %1.</source>
        <translation>After the horizon: %1.</translation>
    </message>
    <message>
        <source>Dashed lines and pale points</source>
        <translation>Dashed lines and pale points</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
</context>
<context>
    <name>infralab::CostEnergyChart</name>
    <message>
        <source>Electricity over the horizon and its CO₂</source>
        <translation>Electricity over the horizon and its CO₂</translation>
    </message>
    <message>
        <source>Wh</source>
        <translation>Wh</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>MWh</source>
        <translation>MWh</translation>
    </message>
    <message>
        <source>GWh</source>
        <translation>GWh</translation>
    </message>
    <message>
        <source>TWh</source>
        <translation>TWh</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>kt</source>
        <translation>kt</translation>
    </message>
    <message>
        <source>Mt</source>
        <translation>Mt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1 %2
%3 %4 CO₂</source>
        <translation>%1 %2
%3 %4 CO₂</translation>
    </message>
    <message>
        <source>Electricity (%1)</source>
        <translation>Electricity (%1)</translation>
    </message>
    <message>
        <source>CO₂ at %1 g/kWh (%2)</source>
        <translation>CO₂ at %1 g/kWh (%2)</translation>
    </message>
    <message>
        <source>API: unknown, not zero: the provider publishes no energy figure. GPU cloud counts the GPU-hours rented at %1 per GPU (an estimate) times the PUE; on-premise %2 around the clock times the PUE; edge %3 devices at %4 around the clock. Carbon = kWh × grid intensity (Patterson et al. 2021: the electricity mix matters more than the model).</source>
        <translation>API: unknown, not zero: the provider publishes no energy figure. GPU cloud counts the GPU-hours rented at %1 per GPU (an estimate) times the PUE; on-premise %2 around the clock times the PUE; edge %3 devices at %4 around the clock. Carbon = kWh × grid intensity (Patterson et al. 2021: the electricity mix matters more than the model).</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 requests/day · %2 years · cloud batch %3 · on-premise %4, PUE %5 · %6 edge devices · grid %7 g CO₂/kWh</source>
        <translation>%1 requests/day · %2 years · cloud batch %3 · on-premise %4, PUE %5 · %6 edge devices · grid %7 g CO₂/kWh</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hatched bars, left of each option</source>
        <translation>Hatched bars, left of each option</translation>
    </message>
</context>
<context>
    <name>infralab::CostPerThousandPanel</name>
    <message>
        <source>Cost of 1,000 requests</source>
        <translation>Cost of 1,000 requests</translation>
    </message>
    <message>
        <source>Total over %1 years divided by %2 requests a day for %3 days, times 1,000.</source>
        <translation>Total over %1 years divided by %2 requests a day for %3 days, times 1,000.</translation>
    </message>
    <message>
        <source>%1 years, %2 requests a day.</source>
        <translation>%1 years, %2 requests a day.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per 1,000</source>
        <translation>Per 1,000</translation>
    </message>
    <message>
        <source>Per 1,000 requests</source>
        <translation>Per 1,000 requests</translation>
    </message>
    <message>
        <source>no requests</source>
        <translation>no requests</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>amount, then its change from the pinned amount</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Derive the cloud batch and latency from the Serving view</source>
        <translation>Derive the cloud batch and latency from the Serving view</translation>
    </message>
    <message>
        <source>Cloud now: batch %1, %2 per request, %3 requests per GPU-hour.</source>
        <translation>Cloud now: batch %1, %2 per request, %3 requests per GPU-hour.</translation>
    </message>
    <message>
        <source>Serving view: batch %1 on %2 takes %3 per request.</source>
        <translation>Serving view: batch %1 on %2 takes %3 per request.</translation>
    </message>
    <message>
        <source>Serving view: batch %1 does not fit on %2, nothing to derive.</source>
        <translation>Serving view: batch %1 does not fit on %2, nothing to derive.</translation>
    </message>
</context>
<context>
    <name>infralab::CostSensitivityChart</name>
    <message>
        <source>Yearly cost against the volume, with the crossover volumes</source>
        <translation>Yearly cost against the volume, with the crossover volumes</translation>
    </message>
    <message>
        <source>%1 and %2 cross at %3 requests per day, outside the range shown.</source>
        <translation>%1 and %2 cross at %3 requests per day, outside the range shown.</translation>
    </message>
    <message>
        <source>%1 and %2 cost the same at every volume.</source>
        <translation>%1 and %2 cost the same at every volume.</translation>
    </message>
    <message>
        <source>%1 and %2 never cross: both grow linearly with volume (%3 against %4 per 1,000 requests).</source>
        <translation>%1 and %2 never cross: both grow linearly with volume (%3 against %4 per 1,000 requests).</translation>
    </message>
    <message>
        <source>GPU cloud would win everywhere with a batch above %1 (more load, larger batches), a GPU under %2/h, or an API %3 times dearer (a bigger model).</source>
        <translation>GPU cloud would win everywhere with a batch above %1 (more load, larger batches), a GPU under %2/h, or an API %3 times dearer (a bigger model).</translation>
    </message>
    <message>
        <source>GPU cloud stays cheaper at every volume; a batch under %1, a GPU over %2/h or an API %3 times cheaper would turn it around.</source>
        <translation>GPU cloud stays cheaper at every volume; a batch under %1, a GPU over %2/h or an API %3 times cheaper would turn it around.</translation>
    </message>
    <message>
        <source>%1 and %2 never cross: both are fixed costs (capacity bought up front); %3 stays cheaper.</source>
        <translation>%1 and %2 never cross: both are fixed costs (capacity bought up front); %3 stays cheaper.</translation>
    </message>
    <message>
        <source>%1 and %2 never cross: %3 is cheaper at every volume.</source>
        <translation>%1 and %2 never cross: %3 is cheaper at every volume.</translation>
    </message>
    <message>
        <source>Cost per year (%1)</source>
        <translation>Cost per year (%1)</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Requests per day</translation>
    </message>
    <message>
        <source>your volume: %1/day</source>
        <translation>your volume: %1/day</translation>
    </message>
    <message>
        <source>%1/day</source>
        <translation>%1/day</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2: %3</translation>
    </message>
    <message>
        <source>Dashed lines</source>
        <translation>Dashed lines</translation>
    </message>
    <message>
        <source>Crossovers</source>
        <translation>Crossovers</translation>
    </message>
    <message>
        <source>Pinned volume: %1/day</source>
        <translation>Pinned volume: %1/day</translation>
    </message>
</context>
<context>
    <name>infralab::CostTotalsChart</name>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Hosting</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Staff</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Maintenance</translation>
    </message>
    <message>
        <source>Usage (tokens, GPU-hours)</source>
        <translation>Usage (tokens, GPU-hours)</translation>
    </message>
    <message>
        <source>Total cost of each option over the horizon (course section 05)</source>
        <translation>Total cost of each option over the horizon (course section 05)</translation>
    </message>
    <message>
        <source>Cost over %1 years (%2)</source>
        <translation>Cost over %1 years (%2)</translation>
    </message>
    <message>
        <source>Cost over each scenario's horizon (%1)</source>
        <translation>Cost over each scenario's horizon (%1)</translation>
    </message>
    <message>
        <source>Hatched bars, left of each option</source>
        <translation>Hatched bars, left of each option</translation>
    </message>
</context>
<context>
    <name>infralab::ExercisesPage</name>
    <message>
        <source>%1 × 10%2</source>
        <comment>mantissa, power of ten</comment>
        <translation>%1 × 10%2</translation>
    </message>
    <message>
        <source>%1 FLOP</source>
        <translation>%1 FLOP</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Exercises</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Hide the solution</source>
        <translation>Hide the solution</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Show the solution</translation>
    </message>
    <message>
        <source>Correct: %1.</source>
        <translation>Correct: %1.</translation>
    </message>
    <message>
        <source>Not quite: you answered “%1”; the answer is %2.</source>
        <translation>Not quite: you answered “%1”; the answer is %2.</translation>
    </message>
    <message>
        <source>Correct: %1 (expected %2 ± %3).</source>
        <translation>Correct: %1 (expected %2 ± %3).</translation>
    </message>
    <message>
        <source>Not quite: you answered %1, expected %2.</source>
        <translation>Not quite: you answered %1, expected %2.</translation>
    </message>
    <message>
        <source>Not quite: you answered %1, expected %2 ± %3.</source>
        <translation>Not quite: you answered %1, expected %2 ± %3.</translation>
    </message>
    <message>
        <source>Not quite: %1 is off by a factor of %2. Check the unit, then try again.</source>
        <translation>Not quite: %1 is off by a factor of %2. Check the unit, then try again.</translation>
    </message>
    <message>
        <source>Not quite: %1 is too high, by about %2. Try again.</source>
        <translation>Not quite: %1 is too high, by about %2. Try again.</translation>
    </message>
    <message>
        <source>Not quite: %1 is too high, about %2 times the answer. Try again.</source>
        <translation>Not quite: %1 is too high, about %2 times the answer. Try again.</translation>
    </message>
    <message>
        <source>Not quite: %1 is too low, by about %2. Try again.</source>
        <translation>Not quite: %1 is too low, by about %2. Try again.</translation>
    </message>
    <message>
        <source>Not quite: %1 is too low, about %2 times below the answer. Try again.</source>
        <translation>Not quite: %1 is too low, about %2 times below the answer. Try again.</translation>
    </message>
    <message>
        <source>Not quite: %1 is not the answer. Try again.</source>
        <translation>Not quite: %1 is not the answer. Try again.</translation>
    </message>
    <message>
        <source>a duration and its unit: ms, s, µs…</source>
        <translation>a duration and its unit: ms, s, µs…</translation>
    </message>
    <message>
        <source>a size and its unit: GB, MB…</source>
        <translation>a size and its unit: GB, MB…</translation>
    </message>
    <message>
        <source>a rate per second: tok/s, req/s…</source>
        <translation>a rate per second: tok/s, req/s…</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>a whole number</translation>
    </message>
    <message>
        <source>a percentage (with %) or a fraction</source>
        <translation>a percentage (with %) or a fraction</translation>
    </message>
    <message>
        <source>an intensity in FLOP/B</source>
        <translation>an intensity in FLOP/B</translation>
    </message>
    <message>
        <source>an amount in €</source>
        <translation>an amount in €</translation>
    </message>
    <message>
        <source>a word or two</source>
        <translation>a word or two</translation>
    </message>
    <message>
        <source>Not quite: “%1” is not the answer. Try again.</source>
        <translation>Not quite: “%1” is not the answer. Try again.</translation>
    </message>
    <message>
        <source>Type your answer with its unit (7 ms, 0.5 s, 3 GB, 25 %…), then press Enter or Check. A wrong answer tells you how far off it is: try again; the expected value shows after a second wrong try or with the solution. The numbers follow the scenario: change it and the questions change too.</source>
        <translation>Type your answer with its unit (7 ms, 0.5 s, 3 GB, 25 %…), then press Enter or Check. A wrong answer tells you how far off it is: try again; the expected value shows after a second wrong try or with the solution. The numbers follow the scenario: change it and the questions change too.</translation>
    </message>
</context>
<context>
    <name>infralab::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>Export chart</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>%1× (text and lines)</source>
        <translation>%1× (text and lines)</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Chart:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Width:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Height:</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Scale:</translation>
    </message>
</context>
<context>
    <name>infralab::FormulaPanel</name>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>figure title, then its value</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Select a figure to see the formula behind it.</source>
        <translation>Select a figure to see the formula behind it.</translation>
    </message>
    <message>
        <source>(current: %1 from pinned)</source>
        <comment>the current value's relative change from the pinned one</comment>
        <translation>(current: %1 from pinned)</translation>
    </message>
    <message>
        <source>%1 (pinned: %2)</source>
        <comment>the current row, then the pinned value</comment>
        <translation>%1 (pinned: %2)</translation>
    </message>
    <message>
        <source>%1 (pinned: %2, %3)</source>
        <comment>the current row, the pinned value, the current one's change</comment>
        <translation>%1 (pinned: %2, %3)</translation>
    </message>
    <message>
        <source>η = Σcᵢ² / Σcᵢ·tᵢ, cᵢ = 2·N·n_prompt·B / P</source>
        <translation>η = Σcᵢ² / Σcᵢ·tᵢ, cᵢ = 2·N·n_prompt·B / P</translation>
    </message>
    <message>
        <source>η = Σmᵢ² / Σmᵢ·tᵢ, mᵢ = (W + KV) / β</source>
        <translation>η = Σmᵢ² / Σmᵢ·tᵢ, mᵢ = (W + KV) / β</translation>
    </message>
    <message>
        <source>the scenario's serving efficiency: %1</source>
        <translation>the scenario's serving efficiency: %1</translation>
    </message>
    <message>
        <source>Against the measurements (points: %1)</source>
        <translation>Against the measurements (points: %1)</translation>
    </message>
    <message>
        <source>Model, mean at the points' inputs:</source>
        <translation>Model, mean at the points' inputs:</translation>
    </message>
    <message>
        <source>Measured, mean:</source>
        <translation>Measured, mean:</translation>
    </message>
    <message>
        <source>Efficiency that makes them agree:</source>
        <translation>Efficiency that makes them agree:</translation>
    </message>
    <message>
        <source>the scenario's bandwidth efficiency: %1</source>
        <translation>the scenario's bandwidth efficiency: %1</translation>
    </message>
    <message>
        <source>This tab has no figures of its own. Each exercise's formula comes with its solution, with the scenario's numbers.</source>
        <translation>This tab has no figures of its own. Each exercise's formula comes with its solution, with the scenario's numbers.</translation>
    </message>
    <message>
        <source>Inputs</source>
        <comment>heading of the formula's inputs, symbol = value and meaning</comment>
        <translation>Inputs</translation>
    </message>
</context>
<context>
    <name>infralab::HardwarePage</name>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Show the memory hierarchy</source>
        <translation>Show the memory hierarchy</translation>
    </message>
    <message>
        <source>One roof per level of the course's memory hierarchy: registers, SRAM, HBM, host RAM, NVMe, network</source>
        <translation>One roof per level of the course's memory hierarchy: registers, SRAM, HBM, host RAM, NVMe, network</translation>
    </message>
    <message>
        <source>Device roofline</source>
        <translation>Device roofline</translation>
    </message>
    <message>
        <source>Operators of one layer</source>
        <translation>Operators of one layer</translation>
    </message>
    <message>
        <source>Each operator of a transformer layer on the roofline, prefill and decode, with its FLOPs, bytes and bound (LLM-Viewer, Yuan et al. 2024)</source>
        <translation>Each operator of a transformer layer on the roofline, prefill and decode, with its FLOPs, bytes and bound (LLM-Viewer, Yuan et al. 2024)</translation>
    </message>
</context>
<context>
    <name>infralab::KvCacheChart</name>
    <message>
        <source>Device memory when serving: weights and KV cache</source>
        <translation>Device memory when serving: weights and KV cache</translation>
    </message>
    <message>
        <source>Weights %1</source>
        <translation>Weights %1</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>KV cache %1</translation>
    </message>
    <message>
        <source>Free %1</source>
        <translation>Free %1</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Memory (GB)</translation>
    </message>
    <message>
        <source>Usable (%1)</source>
        <translation>Usable (%1)</translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation>usable %1</translation>
    </message>
    <message>
        <source>Fits: %1 of %2 usable; batch up to %3</source>
        <translation>Fits: %1 of %2 usable; batch up to %3</translation>
    </message>
    <message>
        <source>Fits: %1 of %2 usable</source>
        <translation>Fits: %1 of %2 usable</translation>
    </message>
    <message>
        <source>Does not fit: needs %1, usable %2</source>
        <translation>Does not fit: needs %1, usable %2</translation>
    </message>
    <message>
        <source>Does not fit on each of %1 GPUs: needs %2, usable %3</source>
        <translation>Does not fit on each of %1 GPUs: needs %2, usable %3</translation>
    </message>
    <message>
        <source>Fits on each of %1 GPUs: %2 of %3 usable; batch up to %4</source>
        <translation>Fits on each of %1 GPUs: %2 of %3 usable; batch up to %4</translation>
    </message>
    <message>
        <source>%1, one of %2</source>
        <translation>%1, one of %2</translation>
    </message>
    <message>
        <source>0 GB</source>
        <translation>0 GB</translation>
    </message>
</context>
<context>
    <name>infralab::MainWindow</name>
    <message>
        <source>Course examples</source>
        <translation>Course examples</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Export chart</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG images (*.png);;SVG drawings (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1 (%2 × %3 px)</source>
        <translation>Saved %1 (%2 × %3 px)</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>Copied “%1” to the clipboard</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Export report</translation>
    </message>
    <message>
        <source>infralab-report</source>
        <translation>infralab-report</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Export tables</source>
        <translation>Export tables</translation>
    </message>
    <message>
        <source>Saved figures.csv, serving-table.csv and inputs.csv in %1</source>
        <translation>Saved figures.csv, serving-table.csv and inputs.csv in %1</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>%1[*] — InfraLab</source>
        <translation>%1[*] — InfraLab</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>Formulas</translation>
    </message>
    <message>
        <source>Drag a slider: every chart follows. Select a number on the right to see its formula.</source>
        <translation>Drag a slider: every chart follows. Select a number on the right to see its formula.</translation>
    </message>
    <message>
        <source>About InfraLab</source>
        <translation>About InfraLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;InfraLab %1&lt;/h3&gt;&lt;p&gt;Makes the course chapter on AI infrastructure explorable: rooflines, training at scale, serving and costs, with the formula behind every number.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InfraLab %1&lt;/h3&gt;&lt;p&gt;Makes the course chapter on AI infrastructure explorable: rooflines, training at scale, serving and costs, with the formula behind every number.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Course examples</source>
        <translation>&amp;Course examples</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Colour &amp;profile</source>
        <translation>Colour &amp;profile</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Main toolbar</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>&amp;Export chart…</translation>
    </message>
    <message>
        <source>Export a chart of this tab as a PNG image (Ctrl+E)</source>
        <translation>Export a chart of this tab as a PNG image (Ctrl+E)</translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation>&amp;Copy chart</translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)…</source>
        <translation>Export &amp;report (PDF)…</translation>
    </message>
    <message>
        <source>The lab deliverable: charts, serving table, inputs and formulas</source>
        <translation>The lab deliverable: charts, serving table, inputs and formulas</translation>
    </message>
    <message>
        <source>Export &amp;tables (CSV)…</source>
        <translation>Export &amp;tables (CSV)…</translation>
    </message>
    <message>
        <source>Copy a chart of this tab to the clipboard as an image</source>
        <translation>Copy a chart of this tab to the clipboard as an image</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Reset to the course's &amp;values</source>
        <translation>Reset to the course's &amp;values</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (full screen)</source>
        <translation>&amp;Presentation mode (full screen)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Normal size</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Projector (high contrast, thick lines)</source>
        <translation>&amp;Projector (high contrast, thick lines)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>&amp;About InfraLab</source>
        <translation>&amp;About InfraLab</translation>
    </message>
    <message>
        <source>Switch the interface language</source>
        <translation>Switch the interface language</translation>
    </message>
    <message>
        <source>RFC 4180: commas, decimal point (scripts, English spreadsheets)</source>
        <translation>RFC 4180: commas, decimal point (scripts, English spreadsheets)</translation>
    </message>
    <message>
        <source>French spreadsheets: semicolons, decimal comma</source>
        <translation>French spreadsheets: semicolons, decimal comma</translation>
    </message>
    <message>
        <source>Form of the CSV files:</source>
        <translation>Form of the CSV files:</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
</context>
<context>
    <name>infralab::MeasureActions</name>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;Measure this computer…</source>
        <translation>&amp;Measure this computer…</translation>
    </message>
    <message>
        <source>Time matrix products and the memory bandwidth here, and add this computer to the devices with its measured roofline</source>
        <translation>Time matrix products and the memory bandwidth here, and add this computer to the devices with its measured roofline</translation>
    </message>
    <message>
        <source>Measuring this computer…</source>
        <translation>Measuring this computer…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Measure this computer</source>
        <translation>Measure this computer</translation>
    </message>
    <message>
        <source>The measurement could not be saved: %1</source>
        <translation>The measurement could not be saved: %1</translation>
    </message>
</context>
<context>
    <name>infralab::MeasureDialog</name>
    <message>
        <source>Measure this computer</source>
        <translation>Measure this computer</translation>
    </message>
    <message>
        <source>The matrix products and the memory bandwidth are timed first, then the course's four operations at the sizes below, each placed on this computer's roofline.</source>
        <translation>The matrix products and the memory bandwidth are timed first, then the course's four operations at the sizes below, each placed on this computer's roofline.</translation>
    </message>
    <message>
        <source>Quick: products up to %1, in about ten seconds</source>
        <translation>Quick: products up to %1, in about ten seconds</translation>
    </message>
</context>
<context>
    <name>infralab::MeasuredSweepChart</name>
    <message>
        <source>%1 (%2), measured on %3</source>
        <translation>%1 (%2), measured on %3</translation>
    </message>
    <message>
        <source>%1, all %2 cores</source>
        <translation>%1, all %2 cores</translation>
    </message>
    <message>
        <source>%1, one core</source>
        <translation>%1, one core</translation>
    </message>
    <message>
        <source>P = %1</source>
        <translation>P = %1</translation>
    </message>
    <message>
        <source>Measured throughput (TFLOP/s)</source>
        <translation>Measured throughput (TFLOP/s)</translation>
    </message>
    <message>
        <source>Matrix product measured on this computer: TFLOP/s against the size</source>
        <translation>Matrix product measured on this computer: TFLOP/s against the size</translation>
    </message>
    <message>
        <source>Matrix side n (2·n³ FLOP)</source>
        <translation>Matrix side n (2·n³ FLOP)</translation>
    </message>
    <message>
        <source>bf16 emulated by Eigen</source>
        <translation>bf16 emulated by Eigen</translation>
    </message>
</context>
<context>
    <name>infralab::MeasurementActions</name>
    <message>
        <source>Import measurements</source>
        <translation>Import measurements</translation>
    </message>
    <message>
        <source>Measurements (*.json *.csv);;vLLM benchmark result or Ollama answer (*.json);;CSV (*.csv);;All files (*)</source>
        <translation>Measurements (*.json *.csv);;vLLM benchmark result or Ollama answer (*.json);;CSV (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Import measurements…</source>
        <translation>&amp;Import measurements…</translation>
    </message>
    <message>
        <source>Read a vLLM benchmark result, an Ollama answer or a CSV of measurements: the Serving charts draw them beside the model, with its error</source>
        <translation>Read a vLLM benchmark result, an Ollama answer or a CSV of measurements: the Serving charts draw them beside the model, with its error</translation>
    </message>
    <message>
        <source>C&amp;lear measurements</source>
        <translation>C&amp;lear measurements</translation>
    </message>
</context>
<context>
    <name>infralab::MeasurementPanel</name>
    <message>
        <source>Measurements from %1 against the model</source>
        <translation>Measurements from %1 against the model</translation>
    </message>
</context>
<context>
    <name>infralab::ModelShapesNote</name>
    <message>
        <source>%1 B</source>
        <comment>a parameter count in billions</comment>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 layers × d %2, %3/%4 heads × %5, FFN %6, vocabulary %7</source>
        <translation>%1 layers × d %2, %3/%4 heads × %5, FFN %6, vocabulary %7</translation>
    </message>
    <message>
        <source>%1, %2 experts, %3 per token</source>
        <translation>%1, %2 experts, %3 per token</translation>
    </message>
    <message>
        <source>%1, tied embeddings</source>
        <translation>%1, tied embeddings</translation>
    </message>
    <message>
        <source>N = %1 is kept, but the shapes give %2 (%3): move a shape or N to make them agree.</source>
        <translation>N = %1 is kept, but the shapes give %2 (%3): move a shape or N to make them agree.</translation>
    </message>
    <message>
        <source>This preset's published N = %1; its shapes give %2 (%3). Moving a shape makes it a free model, whose N follows the shapes.</source>
        <translation>This preset's published N = %1; its shapes give %2 (%3). Moving a shape makes it a free model, whose N follows the shapes.</translation>
    </message>
    <message>
        <source>Free model, N from the shapes: %1 (%2; FFN and vocabulary from %3).</source>
        <translation>Free model, N from the shapes: %1 (%2; FFN and vocabulary from %3).</translation>
    </message>
    <message>
        <source>N from the shapes: %1 (%2); the preset keeps its published N.</source>
        <translation>N from the shapes: %1 (%2); the preset keeps its published N.</translation>
    </message>
</context>
<context>
    <name>infralab::OperatorsChart</name>
    <message>
        <source>%1 TFLOP</source>
        <translation>%1 TFLOP</translation>
    </message>
    <message>
        <source>%1 GFLOP</source>
        <translation>%1 GFLOP</translation>
    </message>
    <message>
        <source>%1 MFLOP</source>
        <translation>%1 MFLOP</translation>
    </message>
    <message>
        <source>%1 kFLOP</source>
        <translation>%1 kFLOP</translation>
    </message>
    <message>
        <source>QKV projection</source>
        <translation>QKV projection</translation>
    </message>
    <message>
        <source>Attention scores QKᵀ and softmax</source>
        <translation>Attention scores QKᵀ and softmax</translation>
    </message>
    <message>
        <source>Attention × V</source>
        <translation>Attention × V</translation>
    </message>
    <message>
        <source>Output projection</source>
        <translation>Output projection</translation>
    </message>
    <message>
        <source>Router of the experts</source>
        <translation>Router of the experts</translation>
    </message>
    <message>
        <source>FFN gate</source>
        <translation>FFN gate</translation>
    </message>
    <message>
        <source>FFN up</source>
        <translation>FFN up</translation>
    </message>
    <message>
        <source>FFN down</source>
        <translation>FFN down</translation>
    </message>
    <message>
        <source>The layer's two RMSNorms</source>
        <translation>The layer's two RMSNorms</translation>
    </message>
    <message>
        <source>Output head (logits)</source>
        <translation>Output head (logits)</translation>
    </message>
    <message>
        <source>Roof of %1: %2, %3</source>
        <translation>Roof of %1: %2, %3</translation>
    </message>
    <message>
        <source>Prefill (circles): batch %1, prompts of %2 tokens</source>
        <translation>Prefill (circles): batch %1, prompts of %2 tokens</translation>
    </message>
    <message>
        <source>Decode (squares): batch %1, KV cache of %2 tokens</source>
        <translation>Decode (squares): batch %1, KV cache of %2 tokens</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Arithmetic intensity (FLOP/byte)</translation>
    </message>
    <message>
        <source>Attainable throughput (TFLOP/s)</source>
        <translation>Attainable throughput (TFLOP/s)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Work: %3&lt;br&gt;Memory traffic: %4&lt;br&gt;Intensity: %5&lt;br&gt;%6 on %7&lt;br&gt;Time ≥ %8 %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Work: %3&lt;br&gt;Memory traffic: %4&lt;br&gt;Intensity: %5&lt;br&gt;%6 on %7&lt;br&gt;Time ≥ %8 %9</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decode</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>memory-bound</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>compute-bound</translation>
    </message>
    <message>
        <source>per layer</source>
        <translation>per layer</translation>
    </message>
    <message>
        <source>for the whole model</source>
        <translation>for the whole model</translation>
    </message>
    <message>
        <source>Operators of one layer on the roofline of %1 (%2)</source>
        <translation>Operators of one layer on the roofline of %1 (%2)</translation>
    </message>
</context>
<context>
    <name>infralab::ParameterCombo</name>
    <message>
        <source>%1 (course)</source>
        <translation>%1 (course)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>DDP (replicated)</source>
        <translation>DDP (replicated)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer states sharded)</source>
        <translation>ZeRO-1 (optimizer states sharded)</translation>
    </message>
    <message>
        <source>ZeRO-2 (+ gradients)</source>
        <translation>ZeRO-2 (+ gradients)</translation>
    </message>
    <message>
        <source>ZeRO-3 (+ parameters)</source>
        <translation>ZeRO-3 (+ parameters)</translation>
    </message>
    <message>
        <source>FSDP (as ZeRO-3)</source>
        <translation>FSDP (as ZeRO-3)</translation>
    </message>
    <message>
        <source>LoRA (frozen weights, 1 % adapters)</source>
        <translation>LoRA (frozen weights, 1 % adapters)</translation>
    </message>
    <message>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>Interleaved 1F1B</translation>
    </message>
    <message>
        <source>Typed in (course)</source>
        <translation>Typed in (course)</translation>
    </message>
    <message>
        <source>From the shapes (Korthikanti et al.)</source>
        <translation>From the shapes (Korthikanti et al.)</translation>
    </message>
    <message>
        <source>None (all stored)</source>
        <translation>None (all stored)</translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation>Selective (attention)</translation>
    </message>
    <message>
        <source>Full (layer inputs only)</source>
        <translation>Full (layer inputs only)</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Custom model</translation>
    </message>
    <message>
        <source>N follows the shapes you set, and the shapes N</source>
        <translation>N follows the shapes you set, and the shapes N</translation>
    </message>
    <message>
        <source>None (pure 16-bit training)</source>
        <translation>None (pure 16-bit training)</translation>
    </message>
    <message>
        <source>%1 (8-bit Adam)</source>
        <translation>%1 (8-bit Adam)</translation>
    </message>
    <message>
        <source>This computer (measured)</source>
        <translation>This computer (measured)</translation>
    </message>
</context>
<context>
    <name>infralab::PipelineGanttChart</name>
    <message>
        <source>Pipeline schedule: who works when (theorem 3)</source>
        <translation>Pipeline schedule: who works when (theorem 3)</translation>
    </message>
    <message>
        <source>Interleaved 1F1B needs m to be a multiple of p = %1; m = %2 is not.</source>
        <translation>Interleaved 1F1B needs m to be a multiple of p = %1; m = %2 is not.</translation>
    </message>
    <message>
        <source>Try m = %1 or m = %2.</source>
        <translation>Try m = %1 or m = %2.</translation>
    </message>
    <message>
        <source>Try m = %1.</source>
        <translation>Try m = %1.</translation>
    </message>
    <message>
        <source>Not drawn: the simulator refused p = %1, m = %2, v = %3 (%4 blocks).
Fewer stages or micro-batches make it drawable.</source>
        <translation>Not drawn: the simulator refused p = %1, m = %2, v = %3 (%4 blocks).
Fewer stages or micro-batches make it drawable.</translation>
    </message>
    <message>
        <source>GPipe holds %1 micro-batches of activations on stage 0, 1F1B %2</source>
        <translation>GPipe holds %1 micro-batches of activations on stage 0, 1F1B %2</translation>
    </message>
    <message>
        <source>1F1B holds %1 micro-batches of activations on stage 0, GPipe %2</source>
        <translation>1F1B holds %1 micro-batches of activations on stage 0, GPipe %2</translation>
    </message>
    <message>
        <source>Interleaved holds %1 chunks of activations (1/%2 micro-batch each) on stage 0; 1F1B %3 micro-batches, GPipe %4</source>
        <translation>Interleaved holds %1 chunks of activations (1/%2 micro-batch each) on stage 0; 1F1B %3 micro-batches, GPipe %4</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Time (%1)</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Backward</translation>
    </message>
    <message>
        <source>Idle (bubble)</source>
        <translation>Idle (bubble)</translation>
    </message>
    <message>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Measured bubble %1 — formula (p − 1)/(v·m + p − 1) = %2</source>
        <translation>Measured bubble %1 — formula (p − 1)/(v·m + p − 1) = %2</translation>
    </message>
    <message>
        <source>Measured bubble %1 — formula (p − 1)/(m + p − 1) = %2</source>
        <translation>Measured bubble %1 — formula (p − 1)/(m + p − 1) = %2</translation>
    </message>
    <message>
        <source> · step %1</source>
        <translation> · step %1</translation>
    </message>
    <message>
        <source>GPipe holds %1 micro-batches of activations on stage 0</source>
        <translation>GPipe holds %1 micro-batches of activations on stage 0</translation>
    </message>
    <message>
        <source>1F1B holds %1 micro-batches of activations on stage 0</source>
        <translation>1F1B holds %1 micro-batches of activations on stage 0</translation>
    </message>
    <message>
        <source>Interleaved holds %1 chunks of activations (1/%2 micro-batch each) on stage 0</source>
        <translation>Interleaved holds %1 chunks of activations (1/%2 micro-batch each) on stage 0</translation>
    </message>
    <message>
        <source>Interleaved 1F1B, v = %1 chunks per stage (paler: later chunks)</source>
        <translation>Interleaved 1F1B, v = %1 chunks per stage (paler: later chunks)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Interleaved 1F1B, v = %1</source>
        <translation>Interleaved 1F1B, v = %1</translation>
    </message>
    <message>
        <source>%1 (hatched band) · p = %2 · m = %3</source>
        <translation>%1 (hatched band) · p = %2 · m = %3</translation>
    </message>
    <message>
        <source>%1: %2 — not drawn: %3</source>
        <translation>%1: %2 — not drawn: %3</translation>
    </message>
    <message>
        <source>%1: %2 · step %3 · measured bubble %4</source>
        <translation>%1: %2 · step %3 · measured bubble %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 · p = %Ln stage(s)</source>
        <translation>
            <numerusform>%1 · p = %Ln stage</numerusform>
            <numerusform>%1 · p = %Ln stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · m = %Ln micro-batch(es)</source>
        <translation>
            <numerusform> · m = %Ln micro-batch</numerusform>
            <numerusform> · m = %Ln micro-batches</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · current step %2</source>
        <translation>%1 · current step %2</translation>
    </message>
    <message>
        <source> · step %1 = blocks %2 + communication %3</source>
        <translation> · step %1 = blocks %2 + communication %3</translation>
    </message>
</context>
<context>
    <name>infralab::PlatformDiagram</name>
    <message>
        <source>The platform's layers along the path of the data</source>
        <translation>The platform's layers along the path of the data</translation>
    </message>
    <message>
        <source>read %1 for %2 GPUs</source>
        <translation>read %1 for %2 GPUs</translation>
    </message>
    <message>
        <source>checkpoint %1 in %2</source>
        <translation>checkpoint %1 in %2</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>every %1</translation>
    </message>
    <message>
        <source>%1 busy: cloud %2</source>
        <translation>%1 busy: cloud %2</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>%1: TPOT %2</source>
        <translation>%1: TPOT %2</translation>
    </message>
</context>
<context>
    <name>infralab::PlatformLayerDetails</name>
    <message>
        <source>Role:</source>
        <translation>Role:</translation>
    </message>
    <message>
        <source>Tools (open source; cloud):</source>
        <translation>Tools (open source; cloud):</translation>
    </message>
    <message>
        <source>Point of attention:</source>
        <translation>Point of attention:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>current value, then the pinned one</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Their formulas are in the formula panel.</source>
        <translation>Their formulas are in the formula panel.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure's name, then its value in bold</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>infralab::PlatformPage</name>
    <message>
        <source>Platform</source>
        <translation>Platform</translation>
    </message>
</context>
<context>
    <name>infralab::RooflineChart</name>
    <message>
        <source>%1 TFLOP</source>
        <translation>%1 TFLOP</translation>
    </message>
    <message>
        <source>%1 GFLOP</source>
        <translation>%1 GFLOP</translation>
    </message>
    <message>
        <source>%1 MFLOP</source>
        <translation>%1 MFLOP</translation>
    </message>
    <message>
        <source>Roofline: %1 and %2 (%3)</source>
        <translation>Roofline: %1 and %2 (%3)</translation>
    </message>
    <message>
        <source>%1, %2 peak</source>
        <translation>%1, %2 peak</translation>
    </message>
    <message>
        <source>I* = %1</source>
        <translation>I* = %1</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>memory-bound</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>compute-bound</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Arithmetic intensity (FLOP/byte)</translation>
    </message>
    <message>
        <source>Attainable throughput (TFLOP/s)</source>
        <translation>Attainable throughput (TFLOP/s)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>memory level, bandwidth</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Work: %2&lt;br&gt;Memory traffic: %3&lt;br&gt;Intensity: %4&lt;br&gt;Attainable: %5 on %6&lt;br&gt;Time ≥ %7: %8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Work: %2&lt;br&gt;Memory traffic: %3&lt;br&gt;Intensity: %4&lt;br&gt;Attainable: %5 on %6&lt;br&gt;Time ≥ %7: %8</translation>
    </message>
    <message>
        <source>Model on this computer's roofline</source>
        <translation>Model on this computer's roofline</translation>
    </message>
    <message>
        <source>Run on this computer</source>
        <translation>Run on this computer</translation>
    </message>
    <message>
        <source>Imported measurements</source>
        <translation>Imported measurements</translation>
    </message>
    <message>
        <source>%1 (I = %2): measured %3, model %4, model's error %5</source>
        <translation>%1 (I = %2): measured %3, model %4, model's error %5</translation>
    </message>
    <message>
        <source>%1, %2 peak (%3 not native here: Eigen emulates bf16 at %4)</source>
        <translation>%1, %2 peak (%3 not native here: Eigen emulates bf16 at %4)</translation>
    </message>
    <message>
        <source>%1, %2 peak (%3 not measured here)</source>
        <translation>%1, %2 peak (%3 not measured here)</translation>
    </message>
    <message>
        <source>Imported measurements, against the roof of %1</source>
        <translation>Imported measurements, against the roof of %1</translation>
    </message>
    <message>
        <source>%1, %2 peak, memory %3</source>
        <translation>%1, %2 peak, memory %3</translation>
    </message>
    <message>
        <source>%1, other peaks (%2)</source>
        <translation>%1, other peaks (%2)</translation>
    </message>
    <message>
        <source>%1 (named by imported rows): %2, %3, and its measurements</source>
        <translation>%1 (named by imported rows): %2, %3, and its measurements</translation>
    </message>
    <message>
        <source>This computer, measured: fp32 peak %1, memory %2</source>
        <translation>This computer, measured: fp32 peak %1, memory %2</translation>
    </message>
</context>
<context>
    <name>infralab::RooflineTable</name>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Peak</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandwidth</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Theorem 1 for both devices in %1: I* = peak / bandwidth, decode at batch 1 = bandwidth / weight bytes, training = MFU × peak / 6N</source>
        <translation>Theorem 1 for both devices in %1: I* = peak / bandwidth, decode at batch 1 = bandwidth / weight bytes, training = MFU × peak / 6N</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <comment>peak, precision</comment>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>I*
(FLOP/B)</source>
        <translation>I*
(FLOP/B)</translation>
    </message>
    <message>
        <source>Decode,
batch 1
(tok/s)</source>
        <translation>Decode,
batch 1
(tok/s)</translation>
    </message>
    <message>
        <source>Training,
MFU %1
(tok/s)</source>
        <translation>Training,
MFU %1
(tok/s)</translation>
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
        <source>expected an object</source>
        <translation>expected an object</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot write "%1": %2</source>
        <translation>cannot write "%1": %2</translation>
    </message>
    <message>
        <source>key "%1": value "%2" refused: the interleaved schedule needs the %3 micro-batches to be a multiple of the %4 pipeline stages</source>
        <translation>key "%1": value "%2" refused: the interleaved schedule needs the %3 micro-batches to be a multiple of the %4 pipeline stages</translation>
    </message>
    <message>
        <source>expected an object: the group of the %1.* keys</source>
        <translation>expected an object: the group of the %1.* keys</translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>expected a whole number from 0</translation>
    </message>
    <message>
        <source>… (%1 in all)</source>
        <translation>… (%1 in all)</translation>
    </message>
    <message>
        <source>written by a newer InfraLab (format version %1, this one reads version %2); the keys it does not know are kept as they are: %3</source>
        <translation>written by a newer InfraLab (format version %1, this one reads version %2); the keys it does not know are kept as they are: %3</translation>
    </message>
    <message>
        <source>written by a newer InfraLab (format version %1, this one reads version %2); it is saved again as version %1</source>
        <translation>written by a newer InfraLab (format version %1, this one reads version %2); it is saved again as version %1</translation>
    </message>
    <message>
        <source>the keys this InfraLab does not know are kept as they are: %1</source>
        <translation>the keys this InfraLab does not know are kept as they are: %1</translation>
    </message>
    <message>
        <source>pinned scenario: %1</source>
        <translation>pinned scenario: %1</translation>
    </message>
    <message>
        <source>pinned scenario ("pinned"): %1</source>
        <translation>pinned scenario ("pinned"): %1</translation>
    </message>
    <message>
        <source>key "%1": value "%2" refused: a token cannot use more experts (k = %3) than the layer has (E = %4)</source>
        <translation>key "%1": value "%2" refused: a token cannot use more experts (k = %3) than the layer has (E = %4)</translation>
    </message>
    <message>
        <source>key "%1": value "%2" refused: the activations' formula splits the %3 attention heads among the %4 tensor-parallel ranks, and %4 does not divide %3</source>
        <translation>key "%1": value "%2" refused: the activations' formula splits the %3 attention heads among the %4 tensor-parallel ranks, and %4 does not divide %3</translation>
    </message>
    <message>
        <source>key "%1": value "%2" refused: serving on %3 GPUs splits the %4 attention heads among them, and %3 does not divide %4</source>
        <translation>key "%1": value "%2" refused: serving on %3 GPUs splits the %4 attention heads among them, and %3 does not divide %4</translation>
    </message>
    <message>
        <source>key "%1": value "%2" refused: serving on %3 GPUs shares the %4 key/value heads among them, and %3 neither divides %4 nor is a multiple of it</source>
        <translation>key "%1": value "%2" refused: serving on %3 GPUs shares the %4 key/value heads among them, and %3 neither divides %4 nor is a multiple of it</translation>
    </message>
    <message>
        <source>the GPU count is TP × PP × DP, and %1 is not a multiple of TP × PP = %2 × %3 = %4</source>
        <translation>the GPU count is TP × PP × DP, and %1 is not a multiple of TP × PP = %2 × %3 = %4</translation>
    </message>
    <message>
        <source>the GPU count is TP × PP × DP = %1 × %2 × %3 = %4, not %5</source>
        <translation>the GPU count is TP × PP × DP = %1 × %2 × %3 = %4, not %5</translation>
    </message>
    <message>
        <source>TP × PP × DP = %1 × %2 × %3 = %4 GPUs, more than the %5 the GPU count allows</source>
        <translation>TP × PP × DP = %1 × %2 × %3 = %4 GPUs, more than the %5 the GPU count allows</translation>
    </message>
    <message>
        <source>the free model's shapes give N = %1 parameters, outside model.params' range %2 … %3</source>
        <translation>the free model's shapes give N = %1 parameters, outside model.params' range %2 … %3</translation>
    </message>
    <message>
        <source>%1 prompt and %2 output tokens make %3, more than the %4 tokens of the context of %5</source>
        <translation>%1 prompt and %2 output tokens make %3, more than the %4 tokens of the context of %5</translation>
    </message>
    <message>
        <source>a training sequence of %1 tokens is longer than the %2 tokens of the context of %3</source>
        <translation>a training sequence of %1 tokens is longer than the %2 tokens of the context of %3</translation>
    </message>
</context>
<context>
    <name>infralab::ScenarioDiff</name>
    <message numerus="yes">
        <source>%n other input(s)</source>
        <translation>
            <numerusform>%n other input(s)</numerusform>
            <numerusform>%n other input(s)</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1: the pinned scenario, with the same inputs as the current one.</source>
        <translation>%1: the pinned scenario, with the same inputs as the current one.</translation>
    </message>
    <message>
        <source>%1 %2 (current: %3)</source>
        <translation>%1 %2 (current: %3)</translation>
    </message>
    <message>
        <source>%1: the pinned scenario, with %2.</source>
        <translation>%1: the pinned scenario, with %2.</translation>
    </message>
</context>
<context>
    <name>infralab::ScenarioDocument</name>
    <message>
        <source>InfraLab scenarios (*.infralab *.json);;All files (*)</source>
        <translation>InfraLab scenarios (*.infralab *.json);;All files (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Open a scenario</translation>
    </message>
    <message>
        <source>The scenario was not opened; the current one is kept.

%1</source>
        <translation>The scenario was not opened; the current one is kept.

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scenario</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Save the scenario</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them?</source>
        <translation>The scenario “%1” has unsaved changes. Save them?</translation>
    </message>
    <message>
        <source>"%1" is not a regular file</source>
        <translation>"%1" is not a regular file</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>Opened %1: %2</translation>
    </message>
</context>
<context>
    <name>infralab::ScenarioRecovery</name>
    <message>
        <source>Cannot write the recovery file "%1": %2</source>
        <translation>Cannot write the recovery file "%1": %2</translation>
    </message>
    <message>
        <source>not an InfraLab recovery file of version 1</source>
        <translation>not an InfraLab recovery file of version 1</translation>
    </message>
    <message>
        <source>InfraLab did not close properly. Restore the unsaved changes to “%1” from %2?</source>
        <translation>InfraLab did not close properly. Restore the unsaved changes to “%1” from %2?</translation>
    </message>
    <message>
        <source>Recovery file "%1" refused: %2</source>
        <translation>Recovery file "%1" refused: %2</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Recover unsaved changes</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Recovery file "%1" refused: %2; its scenario is kept in "%3"</source>
        <translation>Recovery file "%1" refused: %2; its scenario is kept in "%3"</translation>
    </message>
</context>
<context>
    <name>infralab::ServingBatchChart</name>
    <message>
        <source>Batch B (sequences)</source>
        <translation>Batch B (sequences)</translation>
    </message>
    <message>
        <source>Does not fit (B &gt; %1)</source>
        <translation>Does not fit (B &gt; %1)</translation>
    </message>
    <message>
        <source>Weights do not fit</source>
        <translation>Weights do not fit</translation>
    </message>
    <message>
        <source>B = %1</source>
        <translation>B = %1</translation>
    </message>
    <message>
        <source>B* ≈ %1</source>
        <translation>B* ≈ %1</translation>
    </message>
    <message>
        <source>Measured TTFT</source>
        <translation>Measured TTFT</translation>
    </message>
    <message>
        <source>Measured TPOT</source>
        <translation>Measured TPOT</translation>
    </message>
    <message>
        <source>Measured tokens/s</source>
        <translation>Measured tokens/s</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>%1 (%2): measured %3, model %4, model's error %5</source>
        <translation>%1 (%2): measured %3, model %4, model's error %5</translation>
    </message>
    <message>
        <source>Model TTFT at the runs' inputs</source>
        <translation>Model TTFT at the runs' inputs</translation>
    </message>
    <message>
        <source>Model TPOT at the runs' inputs</source>
        <translation>Model TPOT at the runs' inputs</translation>
    </message>
    <message>
        <source>Model tokens/s at the runs' inputs</source>
        <translation>Model tokens/s at the runs' inputs</translation>
    </message>
</context>
<context>
    <name>infralab::ServingLatencyChart</name>
    <message>
        <source>Serving latency against the batch (theorem 4)</source>
        <translation>Serving latency against the batch (theorem 4)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Time (s)</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latency</translation>
    </message>
    <message>
        <source>SLO %1</source>
        <translation>SLO %1</translation>
    </message>
</context>
<context>
    <name>infralab::ServingPage</name>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
</context>
<context>
    <name>infralab::ServingTable</name>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>Fits?</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latency</translation>
    </message>
    <message>
        <source>€/M tokens</source>
        <translation>€/M tokens</translation>
    </message>
    <message>
        <source>Course table (section 03) on %1 at %2/h; your batch is highlighted.</source>
        <translation>Course table (section 03) on %1 at %2/h; your batch is highlighted.</translation>
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
        <source>tok</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>B's value, then its change from A</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 within %2 on %3</source>
        <translation>%1 within %2 on %3</translation>
    </message>
    <message>
        <source>req</source>
        <translation>req</translation>
    </message>
    <message>
        <source>%1: 1 GPU at batch %2 (margin %3)</source>
        <translation>%1: 1 GPU at batch %2 (margin %3)</translation>
    </message>
    <message>
        <source>%1: %2 GPUs at batch %3 (margin %4)</source>
        <translation>%1: %2 GPUs at batch %3 (margin %4)</translation>
    </message>
    <message>
        <source>%1: impossible, the weights and the cache of one sequence do not fit in memory</source>
        <translation>%1: impossible, the weights and the cache of one sequence do not fit in memory</translation>
    </message>
    <message>
        <source>%1: impossible, no batch meets the objective (batch 1 already takes %2)</source>
        <translation>%1: impossible, no batch meets the objective (batch 1 already takes %2)</translation>
    </message>
    <message>
        <source>%1. The current cells give the change from the pinned ones.</source>
        <comment>what the pinned scenario is, then how to read the current cells</comment>
        <translation>%1. The current cells give the change from the pinned ones.</translation>
    </message>
    <message>
        <source>The scenario's batch</source>
        <translation>The scenario's batch</translation>
    </message>
    <message>
        <source>The pinned scenario's batch</source>
        <translation>The pinned scenario's batch</translation>
    </message>
    <message>
        <source>The pinned scenario does not fit in memory at this batch</source>
        <translation>The pinned scenario does not fit in memory at this batch</translation>
    </message>
    <message>
        <source>%1: %2 GPUs (%3 model copies × t = %4) at batch %5 (margin %6)</source>
        <translation>%1: %2 GPUs (%3 model copies × t = %4) at batch %5 (margin %6)</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>under B's value in a narrow table: its change from A</comment>
        <translation>(%1)</translation>
    </message>
</context>
<context>
    <name>infralab::ServingThroughputChart</name>
    <message>
        <source>Throughput and cost against the batch (theorem 4)</source>
        <translation>Throughput and cost against the batch (theorem 4)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>€/M tokens</source>
        <translation>€/M tokens</translation>
    </message>
    <message>
        <source>€/M tokens at %1/h</source>
        <translation>€/M tokens at %1/h</translation>
    </message>
</context>
<context>
    <name>infralab::ServingToggles</name>
    <message>
        <source>MHA</source>
        <translation>MHA</translation>
    </message>
    <message>
        <source>Multi-head attention: one key/value head per attention head (h_kv = %1), the largest cache.</source>
        <translation>Multi-head attention: one key/value head per attention head (h_kv = %1), the largest cache.</translation>
    </message>
    <message>
        <source>GQA</source>
        <translation>GQA</translation>
    </message>
    <message>
        <source>Grouped-query attention: groups of heads share a key/value head (h_kv = %1): the cache is %2 times smaller than with MHA.</source>
        <translation>Grouped-query attention: groups of heads share a key/value head (h_kv = %1): the cache is %2 times smaller than with MHA.</translation>
    </message>
    <message>
        <source>MQA</source>
        <translation>MQA</translation>
    </message>
    <message>
        <source>Multi-query attention: a single key/value head for all heads (h_kv = 1), the smallest cache.</source>
        <translation>Multi-query attention: a single key/value head for all heads (h_kv = 1), the smallest cache.</translation>
    </message>
    <message>
        <source>Serving levers</source>
        <translation>Serving levers</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV heads</translation>
    </message>
    <message>
        <source>Weights in %1, as trained: %2 per parameter.</source>
        <translation>Weights in %1, as trained: %2 per parameter.</translation>
    </message>
    <message>
        <source>Weights quantised to %1: %2 per parameter. Decoding reads %3 of the bf16 bytes, so TPOT falls to about %3 while it is memory-bound, and more memory is left for the KV cache.</source>
        <translation>Weights quantised to %1: %2 per parameter. Decoding reads %3 of the bf16 bytes, so TPOT falls to about %3 while it is memory-bound, and more memory is left for the KV cache.</translation>
    </message>
    <message>
        <source>KV cache in %1: %2 per stored key or value.</source>
        <translation>KV cache in %1: %2 per stored key or value.</translation>
    </message>
    <message>
        <source>KV cache in %1: %2 per stored key or value. The cache takes %3 of its bf16 memory, so about %4 times the batch fits.</source>
        <translation>KV cache in %1: %2 per stored key or value. The cache takes %3 of its bf16 memory, so about %4 times the batch fits.</translation>
    </message>
</context>
<context>
    <name>infralab::StepTimeChart</name>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline bubble</translation>
    </message>
    <message>
        <source>TP all-reduces</source>
        <translation>TP all-reduces</translation>
    </message>
    <message>
        <source>PP point-to-point</source>
        <translation>PP point-to-point</translation>
    </message>
    <message>
        <source>One training step with TP × PP × DP (exercise 2)</source>
        <translation>One training step with TP × PP × DP (exercise 2)</translation>
    </message>
    <message>
        <source>TP × PP × DP = %1 × %2 × %3 = %4, but there are %5 GPUs.
Choose degrees whose product is the GPU count n.</source>
        <translation>TP × PP × DP = %1 × %2 × %3 = %4, but there are %5 GPUs.
Choose degrees whose product is the GPU count n.</translation>
    </message>
    <message>
        <source>No step: the parallel degrees do not multiply to n</source>
        <translation>No step: the parallel degrees do not multiply to n</translation>
    </message>
    <message>
        <source>TP = 1: no tensor-parallel&lt;br&gt;traffic to move</source>
        <translation>TP = 1: no tensor-parallel&lt;br&gt;traffic to move</translation>
    </message>
    <message>
        <source>TP inside one node&lt;br&gt;(nodes of %1 GPUs)</source>
        <translation>TP inside one node&lt;br&gt;(nodes of %1 GPUs)</translation>
    </message>
    <message>
        <source>TP across nodes&lt;br&gt;(nodes of %1 GPUs)</source>
        <translation>TP across nodes&lt;br&gt;(nodes of %1 GPUs)</translation>
    </message>
    <message>
        <source>This step&lt;br&gt;TP %1 × PP %2 × DP %3</source>
        <translation>This step&lt;br&gt;TP %1 × PP %2 × DP %3</translation>
    </message>
    <message>
        <source>Time per step (%1)</source>
        <translation>Time per step (%1)</translation>
    </message>
    <message>
        <source>%1 %2 · efficiency %3</source>
        <translation>%1 %2 · efficiency %3</translation>
    </message>
    <message>
        <source>no TP</source>
        <translation>no TP</translation>
    </message>
    <message>
        <source>TP across nodes</source>
        <translation>TP across nodes</translation>
    </message>
    <message>
        <source>TP on NVLink</source>
        <translation>TP on NVLink</translation>
    </message>
    <message>
        <source>no DP</source>
        <translation>no DP</translation>
    </message>
    <message>
        <source>DP across nodes</source>
        <translation>DP across nodes</translation>
    </message>
    <message>
        <source>DP on NVLink</source>
        <translation>DP on NVLink</translation>
    </message>
    <message>
        <source>Efficiency %1 — %2</source>
        <translation>Efficiency %1 — %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Exposed DP</source>
        <translation>Exposed DP</translation>
    </message>
    <message>
        <source>no step, TP × PP × DP ≠ n</source>
        <translation>no step, TP × PP × DP ≠ n</translation>
    </message>
    <message>
        <source>PP across nodes (%1)</source>
        <translation>PP across nodes (%1)</translation>
    </message>
    <message>
        <source>PP on NVLink (%1)</source>
        <translation>PP on NVLink (%1)</translation>
    </message>
    <message>
        <source>%1, v = %2</source>
        <translation>%1, v = %2</translation>
    </message>
</context>
<context>
    <name>infralab::TrainingMemoryChart</name>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Training memory per GPU by strategy (exercise 2, ZeRO)</source>
        <translation>Training memory per GPU by strategy (exercise 2, ZeRO)</translation>
    </message>
    <message>
        <source>none ≤ %1</source>
        <translation>none ≤ %1</translation>
    </message>
    <message>
        <source>fits on 1</source>
        <translation>fits on 1</translation>
    </message>
    <message>
        <source>fits on %1</source>
        <translation>fits on %1</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memory per GPU (GB)</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>%1 memory</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Strategy, and the smallest GPU count that fits (1 … %1)</source>
        <translation>Strategy, and the smallest GPU count that fits (1 … %1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %Ln GPU(s): %2 per GPU, fits in %3</source>
        <translation>
            <numerusform>%1 on %Ln GPU: %2 per GPU, fits in %3</numerusform>
            <numerusform>%1 on %Ln GPUs: %2 per GPU, fits in %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %Ln GPU(s): %2 per GPU, does not fit in %3</source>
        <translation>
            <numerusform>%1 on %Ln GPU: %2 per GPU, does not fit in %3</numerusform>
            <numerusform>%1 on %Ln GPUs: %2 per GPU, does not fit in %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Weights (%1)</source>
        <translation>Weights (%1)</translation>
    </message>
    <message>
        <source>Master weights (%1)</source>
        <translation>Master weights (%1)</translation>
    </message>
    <message>
        <source>Adam moments (%1)</source>
        <translation>Adam moments (%1)</translation>
    </message>
    <message>
        <source>Gradients (%1)</source>
        <translation>Gradients (%1)</translation>
    </message>
    <message>
        <source>Activations (%1)</source>
        <translation>Activations (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Activations (typed in)</source>
        <translation>Activations (typed in)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no GPU count fits</comment>
        <translation>none</translation>
    </message>
    <message>
        <source>Strategy, and the smallest GPU count that fits, pinned · current (1 … %1)</source>
        <translation>Strategy, and the smallest GPU count that fits, pinned · current (1 … %1)</translation>
    </message>
</context>
<context>
    <name>infralab::TrainingPage</name>
    <message>
        <source>Training at scale</source>
        <translation>Training at scale</translation>
    </message>
</context>
<context>
    <name>infralab::UtilisationChart</name>
    <message>
        <source>%1 requests a day over %2 years</source>
        <translation>%1 requests a day over %2 years</translation>
    </message>
    <message>
        <source>At %1 busy: GPU cloud %2, on-premise %3</source>
        <translation>At %1 busy: GPU cloud %2, on-premise %3</translation>
    </message>
    <message>
        <source>GPU cloud / u</source>
        <translation>GPU cloud / u</translation>
    </message>
    <message>
        <source>On-premise / u</source>
        <translation>On-premise / u</translation>
    </message>
    <message>
        <source>API, no GPU of one's own: %1</source>
        <translation>API, no GPU of one's own: %1</translation>
    </message>
    <message>
        <source>u = %1</source>
        <translation>u = %1</translation>
    </message>
    <message>
        <source>Real utilisation of the GPUs u (%)</source>
        <translation>Real utilisation of the GPUs u (%)</translation>
    </message>
    <message>
        <source>Cost over the horizon (€)</source>
        <translation>Cost over the horizon (€)</translation>
    </message>
    <message>
        <source>Cost against the real utilisation of the GPUs</source>
        <translation>Cost against the real utilisation of the GPUs</translation>
    </message>
</context>
</TS>
