<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Answers</name>
    <message>
        <source>s, ms, µs, min or h</source>
        <translation>s, ms, µs, min ou h</translation>
    </message>
    <message>
        <source>B, kB, MB, GB or TB</source>
        <translation>o, ko, Mo, Go ou To</translation>
    </message>
    <message>
        <source>/s, tok/s or req/s</source>
        <translation>/s, tok/s ou req/s</translation>
    </message>
    <message>
        <source>a whole number, e.g. 8 or 8 GPUs</source>
        <translation>un nombre entier, p. ex. 8 ou 8 GPU</translation>
    </message>
    <message>
        <source>a percentage or a fraction, e.g. 18 % or 0.18</source>
        <translation>un pourcentage ou une fraction, p. ex. 18 % ou 0,18</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/o</translation>
    </message>
    <message>
        <source>€ or EUR</source>
        <translation>€ ou EUR</translation>
    </message>
    <message>
        <source>a duration</source>
        <translation>une durée</translation>
    </message>
    <message>
        <source>a size in bytes</source>
        <translation>une taille en octets</translation>
    </message>
    <message>
        <source>a rate per second</source>
        <translation>un débit par seconde</translation>
    </message>
    <message>
        <source>a count</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a share</source>
        <translation>une proportion</translation>
    </message>
    <message>
        <source>an arithmetic intensity</source>
        <translation>une intensité arithmétique</translation>
    </message>
    <message>
        <source>an amount in euros</source>
        <translation>un montant en euros</translation>
    </message>
    <message>
        <source>The answer is empty: type a number and its unit.</source>
        <translation>La réponse est vide : tapez un nombre et son unité.</translation>
    </message>
    <message>
        <source>“%1”: this question expects a word, not a quantity.</source>
        <translation>«&#xa0;%1&#xa0;» : cette question attend un mot, pas une quantité.</translation>
    </message>
    <message>
        <source>“%1” does not start with a number: write for example 0.02, 0,02, 2e-2 or 1 500.</source>
        <translation>«&#xa0;%1&#xa0;» ne commence pas par un nombre : écrivez par exemple 0,02, 0.02, 2e-2 ou 1 500.</translation>
    </message>
    <message>
        <source>“%1” is not a finite number.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre fini.</translation>
    </message>
    <message>
        <source>“%1” needs a unit: %2.</source>
        <translation>«&#xa0;%1&#xa0;» demande une unité : %2.</translation>
    </message>
    <message>
        <source>“%1”: “%2” is not a unit of %3; use %4.</source>
        <translation>«&#xa0;%1&#xa0;» : «&#xa0;%2&#xa0;» n&apos;est pas une unité pour %3 ; utilisez %4.</translation>
    </message>
    <message>
        <source>“%1” names none of the answers: %2.</source>
        <translation>«&#xa0;%1&#xa0;» ne désigne aucune des réponses : %2.</translation>
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
        <translation>seuls %1 octets sur %2 ont pu être écrits</translation>
    </message>
    <message>
        <source>the %1 bytes could not all be written</source>
        <translation>les %1 octets n&apos;ont pas tous pu être écrits</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>expected non-empty text</source>
        <translation>texte non vide attendu</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>expected text or {&quot;en&quot;: …, &quot;fr&quot;: …}</source>
        <translation>texte ou {&quot;en&quot;: …, &quot;fr&quot;: …} attendu</translation>
    </message>
    <message>
        <source>%1: key &quot;%2&quot;: value %3: %4</source>
        <translation>%1 : clé &quot;%2&quot; : valeur %3 : %4</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <source>must be zero or positive</source>
        <translation>doit être nul ou positif</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>doit être positif</translation>
    </message>
    <message>
        <source>must be one of gpu, tpu, npu, edge, cpu, apple</source>
        <translation>doit être l&apos;un de gpu, tpu, npu, edge, cpu, apple</translation>
    </message>
    <message>
        <source>expected an object of precision → TFLOP/s</source>
        <translation>objet précision → TFLOP/s attendu</translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;</source>
        <translation>précision &quot;%1&quot; inconnue</translation>
    </message>
    <message>
        <source>the %1 peak must be a positive number</source>
        <translation>le pic %1 doit être un nombre positif</translation>
    </message>
    <message>
        <source>cannot exceed the %1 attention heads</source>
        <translation>ne peut pas dépasser les %1 têtes d&apos;attention</translation>
    </message>
    <message>
        <source>cannot exceed the total parameters</source>
        <translation>ne peut pas dépasser le nombre total de paramètres</translation>
    </message>
    <message>
        <source>%1: key &quot;%2&quot;: expected an array</source>
        <translation>%1 : clé &quot;%2&quot; : tableau attendu</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1 : objet attendu</translation>
    </message>
    <message>
        <source>%1: key &quot;id&quot;: value %2: appears twice</source>
        <translation>%1 : clé &quot;id&quot; : valeur %2 : apparaît deux fois</translation>
    </message>
    <message>
        <source>%1: too large (%2 bytes, at most %3)</source>
        <translation>%1 : trop volumineux (%2 octets, au plus %3)</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1 : JSON invalide à l&apos;octet %2 : %3</translation>
    </message>
    <message>
        <source>%1: key &quot;format&quot;: value %2: expected &quot;infralab-catalogue&quot;</source>
        <translation>%1 : clé &quot;format&quot; : valeur %2 : &quot;infralab-catalogue&quot; attendu</translation>
    </message>
    <message>
        <source>%1: key &quot;version&quot;: value %2: this InfraLab reads version 1</source>
        <translation>%1 : clé &quot;version&quot; : valeur %2 : cet InfraLab lit la version 1</translation>
    </message>
    <message>
        <source>%1: unknown key &quot;%2&quot;: value %3: expected format, version, devices, models or comment</source>
        <translation>%1 : clé &quot;%2&quot; inconnue : valeur %3 : format, version, devices, models ou comment attendu</translation>
    </message>
    <message>
        <source>%1: the catalogue would hold %2 devices and %3 models, at most %4 of each</source>
        <translation>%1&#xa0;: le catalogue contiendrait %2 matériels et %3 modèles, au plus %4 de chaque</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>must be between %1 and %2 %3</source>
        <translation>doit être entre %1 et %2 %3</translation>
    </message>
    <message>
        <source>the %1 peak must be between %2 and %3 TFLOP/s</source>
        <translation>le pic %1 doit être entre %2 et %3 TFLOP/s</translation>
    </message>
    <message>
        <source>must be at least %1 of the total parameters</source>
        <translation>doit valoir au moins %1 du nombre total de paramètres</translation>
    </message>
    <message>
        <source>%1: key &quot;%2&quot;: %3 entries, at most %4 in one file</source>
        <translation>%1&#xa0;: clé &quot;%2&quot;&#xa0;: %3 entrées, au plus %4 par fichier</translation>
    </message>
    <message>
        <source>cannot exceed the %1 experts</source>
        <translation>ne peut dépasser les %1 experts</translation>
    </message>
    <message>
        <source>must be 2 (plain) or 3 (gated)</source>
        <translation>doit valoir 2 (simple) ou 3 (à porte)</translation>
    </message>
    <message>
        <source>give memory_gb or memory_gib, not both</source>
        <translation>donner memory_gb ou memory_gib, pas les deux</translation>
    </message>
</context>
<context>
    <name>ChartLabels</name>
    <message>
        <source>dashed: pinned — %1</source>
        <comment>what the pinned scenario is</comment>
        <translation>pointillés : épinglé — %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 Md de paramètres</translation>
    </message>
    <message>
        <source>infralab list: value &quot;%1&quot; refused: expected devices, models or keys</source>
        <translation>infralab list : valeur &quot;%1&quot; refusée : devices, models ou keys attendu</translation>
    </message>
    <message>
        <source>infralab: %1</source>
        <translation>infralab : %1</translation>
    </message>
    <message>
        <source>infralab: the built-in catalogue is broken: %1</source>
        <translation>infralab : le catalogue intégré est défectueux : %1</translation>
    </message>
    <message>
        <source>infralab: unexpected argument &quot;%1&quot;</source>
        <translation>infralab : argument inattendu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>option %1 needs a value</source>
        <translation>l&apos;option %1 attend une valeur</translation>
    </message>
    <message>
        <source>option --lang: value &quot;%1&quot; refused: expected fr or en</source>
        <translation>option --lang : valeur &quot;%1&quot; refusée : fr ou en attendu</translation>
    </message>
    <message>
        <source>unknown option %1 (infralab --help lists the options)</source>
        <translation>option inconnue %1 (infralab --help liste les options)</translation>
    </message>
    <message>
        <source>infralab export: option --out: folder &quot;%1&quot; refused: it cannot be created or written</source>
        <translation>infralab export : option --out : dossier &quot;%1&quot; refusé : il ne peut pas être créé ou n&apos;est pas accessible en écriture</translation>
    </message>
    <message>
        <source>infralab export: %1</source>
        <translation>infralab export : %1</translation>
    </message>
    <message>
        <source>infralab: bench: tab &quot;%1&quot; refused: expected one of %2</source>
        <translation>infralab : bench : onglet « %1 » refusé : attendu l&apos;un de %2</translation>
    </message>
    <message>
        <source>infralab: warning: %1: %2</source>
        <translation>infralab&#xa0;: avertissement&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>option %1: value &quot;&quot; refused: expected a file name</source>
        <translation>option %1&#xa0;: valeur &quot;&quot; refusée&#xa0;: nom de fichier attendu</translation>
    </message>
    <message>
        <source>a device id (infralab list devices)</source>
        <translation>un identifiant de matériel (infralab list devices)</translation>
    </message>
    <message>
        <source>a model id (infralab list models)</source>
        <translation>un identifiant de modèle (infralab list models)</translation>
    </message>
    <message>
        <source>option --csv: value &quot;%1&quot; refused: expected rfc4180 (commas, decimal point) or fr (semicolons, decimal comma)</source>
        <translation>option --csv : valeur &quot;%1&quot; refusée : rfc4180 (virgules, point décimal) ou fr (points-virgules, virgule décimale) attendu</translation>
    </message>
    <message>
        <source>option --tab: value &quot;%1&quot; refused: expected one of %2</source>
        <translation>option --tab : valeur &quot;%1&quot; refusée : %2 attendu (un des noms)</translation>
    </message>
    <message>
        <source>option --chart: value &quot;&quot; refused: expected a chart&apos;s name, e.g. roofline</source>
        <translation>option --chart : valeur &quot;&quot; refusée : nom d&apos;un graphique attendu, par exemple roofline</translation>
    </message>
    <message>
        <source>option %1: file &quot;%2&quot; refused: it is a folder</source>
        <translation>option %1 : fichier &quot;%2&quot; refusé : c&apos;est un dossier</translation>
    </message>
    <message>
        <source>option %1: file &quot;%2&quot; refused: its folder does not exist or cannot be written</source>
        <translation>option %1 : fichier &quot;%2&quot; refusé : son dossier n&apos;existe pas ou n&apos;est pas accessible en écriture</translation>
    </message>
    <message>
        <source>option --chart needs --out FILE.png or --out FILE.svg</source>
        <translation>l&apos;option --chart nécessite --out FICHIER.png ou --out FICHIER.svg</translation>
    </message>
    <message>
        <source>option --svg refused with --chart: the extension of --out FILE chooses PNG or SVG</source>
        <translation>option --svg refusée avec --chart : l&apos;extension de --out FICHIER choisit PNG ou SVG</translation>
    </message>
    <message>
        <source>option --out: file &quot;%1&quot; refused: with --chart, expected a name ending in .png or .svg</source>
        <translation>option --out : fichier &quot;%1&quot; refusé : avec --chart, nom terminé par .png ou .svg attendu</translation>
    </message>
    <message>
        <source>option --out DIR or --pdf FILE is required</source>
        <translation>l&apos;option --out DOSSIER ou --pdf FICHIER est requise</translation>
    </message>
    <message>
        <source>option --svg needs --out DIR</source>
        <translation>l&apos;option --svg nécessite --out DOSSIER</translation>
    </message>
    <message>
        <source>infralab export: option --chart: value &quot;%1&quot; refused: expected one of %2</source>
        <translation>infralab export : option --chart : valeur &quot;%1&quot; refusée : l&apos;un de %2 attendu</translation>
    </message>
    <message>
        <source>Matrix product n × n by n × n, %1 (2·n³ FLOP):</source>
        <translation>Produit matriciel n × n par n × n, %1 (2·n³ FLOP) :</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>all cores (%1)</source>
        <translation>tous les cœurs (%1)</translation>
    </message>
    <message>
        <source>one core</source>
        <translation>un cœur</translation>
    </message>
    <message>
        <source>The course&apos;s operations, fp32, run here:</source>
        <translation>Les opérations du cours, en fp32, exécutées ici :</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>opération</translation>
    </message>
    <message>
        <source>intensity</source>
        <translation>intensité</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>roofline</source>
        <translation>roofline</translation>
    </message>
    <message>
        <source>measured / roofline</source>
        <translation>mesuré / roofline</translation>
    </message>
    <message>
        <source>This computer: %1, %2, %3 cores, %4 of memory, measured on %5</source>
        <translation>Cet ordinateur : %1, %2, %3 cœurs, %4 de mémoire, mesuré le %5</translation>
    </message>
    <message>
        <source>bf16: not available (no avx512_bf16 or amx_bf16 in /proc/cpuinfo)</source>
        <translation>bf16 : indisponible (ni avx512_bf16 ni amx_bf16 dans /proc/cpuinfo)</translation>
    </message>
    <message>
        <source>Memory bandwidth, all cores:</source>
        <translation>Débit mémoire, tous les cœurs :</translation>
    </message>
    <message>
        <source>copy a = b (2 × size)</source>
        <translation>copie a = b (2 × la taille)</translation>
    </message>
    <message>
        <source>triad a = b + s·c (3 × size)</source>
        <translation>triade a = b + s·c (3 × la taille)</translation>
    </message>
    <message>
        <source>matmul %1 %2 × %2, all cores</source>
        <translation>produit matriciel %1 %2 × %2, tous les cœurs</translation>
    </message>
    <message>
        <source>matmul %1 %2 × %2, one core</source>
        <translation>produit matriciel %1 %2 × %2, un cœur</translation>
    </message>
    <message>
        <source>bandwidth %1, %2 MiB</source>
        <translation>débit %1, %2 Mio</translation>
    </message>
    <message>
        <source>infralab: warning: the measurement of this computer is ignored: %1</source>
        <translation>infralab : avertissement : la mesure de cet ordinateur est ignorée : %1</translation>
    </message>
    <message>
        <source>measure: %1 … %2/%3</source>
        <translation>measure : %1 … %2/%3</translation>
    </message>
    <message>
        <source>infralab measure: the measurement could not be saved: %1</source>
        <translation>infralab measure : la mesure n&apos;a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>infralab export: option --chart: value &quot;%1&quot; refused: this computer has not been measured (infralab measure)</source>
        <translation>infralab export : option --chart : valeur « %1 » refusée : cet ordinateur n&apos;a pas été mesuré (infralab measure)</translation>
    </message>
    <message>
        <source>(dense layer %1 tokens × d = %2; convolution %3 × %3 × %4 channels; attention n = %5, d_k = %6; decoding d = %2; --size changes them)</source>
        <translation>(couche dense %1 tokens × d = %2 ; convolution %3 × %3 × %4 canaux ; attention n = %5, d_k = %6 ; décodage d = %2 ; --size les change)</translation>
    </message>
    <message>
        <source>option --size is taken by measure only</source>
        <translation>l&apos;option --size n&apos;est acceptée que par measure</translation>
    </message>
    <message>
        <source>option --size: %1</source>
        <translation>option --size : %1</translation>
    </message>
    <message>
        <source>option --measurements is taken by the window, report and export only</source>
        <translation>l&apos;option --measurements n&apos;est acceptée que par la fenêtre, report et export</translation>
    </message>
    <message>
        <source>Matrix product n × n by n × n, bf16 emulated by Eigen (no native bf16 product: not this computer&apos;s roof; 2·n³ FLOP):</source>
        <translation>Produit matriciel n × n par n × n, bf16 émulé par Eigen (pas de produit bf16 natif : ce n&apos;est pas le toit de cet ordinateur ; 2·n³ FLOP) :</translation>
    </message>
    <message>
        <source>Measured roofline: peak %1 (reached by %4), bandwidth %2, ridge point %3</source>
        <translation>Roofline mesuré&#xa0;: crête %1 (atteinte par %4), débit %2, point d&apos;inflexion %3</translation>
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
  tables        print the course&apos;s tables, as its code prints them
  report        print every computed figure of the scenario (--json: SI units)
  list          list the catalogue&apos;s devices or models, or the scenario keys
  export        write one PNG per chart of every view and the tables as CSV into DIR, and the
                PDF lab report with --pdf, without a display
  bench         measure the time from a change to the finished repaint, off screen
  measure       measure this computer (matrix products, memory bandwidth, the course&apos;s
                operations) and add it to the catalogue as &quot;This computer&quot;

Options:
  --lang fr|en          interface language (default: remembered, else the system&apos;s)
  --scenario FILE       load a scenario file (.infralab, JSON)
  --set KEY=VALUE       change one scenario input; repeatable (infralab list keys)
  --compare FILE        pin FILE&apos;s scenario: every chart and table shows it beside the current one
  --catalogue FILE      add or override devices and models from a JSON file; repeatable
  --json                machine-readable output for report, bench and measure
  --quick               measure in a few seconds: sizes up to 1024, 256 MB buffers
  --size NAME=VALUE     measure runs the course&apos;s operations at that size: dense.tokens,
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
        <translation>Utilisation : infralab [FICHIER] [options]
              infralab tables [--lang fr|en]
              infralab report [--scenario FICHIER] [--set CLÉ=VALEUR]... [--json] [--measurements FICHIER]
              infralab list devices|models|keys
              infralab export --out DOSSIER [--svg] [--csv rfc4180|fr] [--pdf FICHIER] [--scenario FICHIER]
                              [--set CLÉ=VALEUR]... [--width L] [--height H] [--measurements FICHIER]
              infralab export --pdf FICHIER [--scenario FICHIER] [--set CLÉ=VALEUR]... [--measurements FICHIER]
              infralab export --chart NOM --out FICHIER.png|FICHIER.svg [--scenario FICHIER]
                              [--set CLÉ=VALEUR]... [--width L] [--height H] [--measurements FICHIER]
              infralab bench [ONGLET...] [--steps N] [--pinned] [--presentation] [--json]
              infralab measure [--quick] [--json] [--size NOM=VALEUR]...

InfraLab rend explorable le chapitre du cours sur les infrastructures de l&apos;IA : roofline, mémoire
d&apos;entraînement, pipelines, service et coûts, avec la formule derrière chaque chiffre.

Commandes :
  (aucune)      ouvre la fenêtre d&apos;exploration, avec FICHIER comme scénario s&apos;il est donné
  tables        affiche les tableaux du cours, tels que son code les affiche
  report        affiche tous les chiffres calculés du scénario (--json : unités SI)
  list          liste les matériels ou les modèles du catalogue, ou les clés du scénario
  export        écrit dans DOSSIER un PNG par graphique de chaque vue et les tableaux en CSV, et le
                rapport de TP en PDF avec --pdf, sans affichage
  bench         mesure le temps entre une modification et la fin du réaffichage, hors écran
  measure       mesure cet ordinateur (produits matriciels, débit mémoire, les opérations du
                cours) et l&apos;ajoute au catalogue comme « Cet ordinateur »

Options :
  --lang fr|en          langue de l&apos;interface (par défaut : celle mémorisée, sinon celle du système)
  --scenario FICHIER    charge un fichier de scénario (.infralab, JSON)
  --set CLÉ=VALEUR      modifie une entrée du scénario ; répétable (infralab list keys)
  --compare FICHIER     épingle le scénario de FICHIER : chaque graphique et tableau le montre à côté de l&apos;actuel
  --catalogue FICHIER   ajoute ou remplace des matériels et des modèles depuis un fichier JSON ; répétable
  --json                sortie lisible par une machine, pour report, bench et measure
  --quick               mesure en quelques secondes : tailles jusqu&apos;à 1024, tampons de 256 Mo
  --size NOM=VALEUR     measure exécute les opérations du cours à cette taille : dense.tokens,
                        dense.d_model, conv.side, conv.channels, attention.seq_len,
                        attention.head_dim (une valeur hors de sa plage est refusée avec elle)
  --presentation        démarre en plein écran, zoomé pour un projecteur (bench : mode présentation
                        sur un écran de 1920×1080)
  --pinned              bench épingle son scénario de départ : chaque graphique trace deux couches
  --tab NOM             ouvre la fenêtre sur l&apos;un de ses onglets :
                        %1
  --zoom POURCENT       ouvre la fenêtre à ce zoom, de 60 à 300 (au plus ce que l&apos;écran contient),
                        comme Affichage &gt; Zoom le règle, et retenu avec lui
  --out DOSSIER         dossier de l&apos;export (créé si nécessaire) ; avec --chart, le fichier à écrire
  --chart NOM           l&apos;export écrit ce seul graphique (NOM comme dans les fichiers de --out DOSSIER,
                        par exemple roofline), en PNG ou en SVG selon l&apos;extension de --out FICHIER
  --svg                 l&apos;export écrit aussi un SVG par graphique dans DOSSIER
  --csv rfc4180|fr      fichiers CSV de l&apos;export : rfc4180 (par défaut : virgules, point décimal) ou fr
                        (tableurs français : points-virgules, virgule décimale)
  --pdf FICHIER         l&apos;export écrit le rapport de TP (PDF, A4) dans FICHIER
  --measurements FICHIER la fenêtre, report et export confrontent le modèle à des points mesurés : un résultat
                        de benchmark_serving.py de vLLM, une réponse /api/generate d&apos;Ollama ou un CSV
  --width L, --height H taille de l&apos;export en pixels (par défaut 2400 × 1500)
  --steps N             pas de chaque glissement de curseur de bench (par défaut 500 ; 0 : démarrage et
                        mémoire seulement)
  --version             affiche la version
  --help                affiche cette aide

Codes de sortie : 0 succès, 2 entrée refusée (le message nomme la clé, la valeur et la raison),
1 erreur interne.
</translation>
    </message>
    <message>
        <source>option %1: value &quot;%2&quot; refused: the option takes no value</source>
        <translation>option %1&#xa0;: valeur &quot;%2&quot; refusée&#xa0;: l&apos;option ne prend pas de valeur</translation>
    </message>
    <message>
        <source>option --pinned refused: only bench takes it (the window pins with the Compare menu)</source>
        <translation>option --pinned refusée&#xa0;: seul bench la prend (la fenêtre épingle par le menu Comparer)</translation>
    </message>
    <message>
        <source>option --pinned refused with --compare: --compare already pins its file as the pinned scenario</source>
        <translation>option --pinned refusée avec --compare&#xa0;: --compare épingle déjà son fichier comme scénario épinglé</translation>
    </message>
    <message>
        <source>expected a whole number of pixels from %1 to %2, in digits only</source>
        <translation>nombre entier de pixels de %1 à %2 attendu, en chiffres seulement</translation>
    </message>
    <message>
        <source>expected a whole number of steps from %1 to %2, in digits only</source>
        <translation>nombre entier de pas de %1 à %2 attendu, en chiffres seulement</translation>
    </message>
    <message>
        <source>expected a whole percentage from %1 to %2 (100: normal size), in digits only</source>
        <translation>pourcentage entier de %1 à %2 attendu (100 : taille normale), en chiffres seulement</translation>
    </message>
    <message>
        <source>option %1: value &quot;%2&quot; refused: %3</source>
        <translation>option %1 : valeur &quot;%2&quot; refusée : %3</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>Pinned</source>
        <comment>the scenario pinned for comparison, as a header or a line&apos;s start</comment>
        <translation>Épinglé</translation>
    </message>
    <message>
        <source>Current</source>
        <comment>the live scenario compared with the pinned one, as a header or a line&apos;s start</comment>
        <translation>Actuel</translation>
    </message>
    <message>
        <source>%1 (pinned)</source>
        <comment>a series or column of the pinned scenario</comment>
        <translation>%1 (épinglé)</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <comment>a series or column of the live scenario</comment>
        <translation>%1 (actuel)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>Pinned or Current, then what it is</comment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>Exercise 1 — Roofline</source>
        <translation>Exercice 1 — Roofline</translation>
    </message>
    <message>
        <source>Exercise 2 — Training memory and GPU count</source>
        <translation>Exercice 2 — Mémoire d&apos;entraînement et nombre de GPU</translation>
    </message>
    <message>
        <source>Exercise 3 — Ring all-reduce and pipeline bubble</source>
        <translation>Exercice 3 — All-reduce en anneau et bulle de pipeline</translation>
    </message>
    <message>
        <source>Exercise 4 — Capacity of a service under an SLO</source>
        <translation>Exercice 4 — Capacité d&apos;un service sous SLO</translation>
    </message>
    <message>
        <source>Written exercise 3 — A robot&apos;s Jetson Orin</source>
        <translation>Exercice rédigé 3 — Le Jetson Orin d&apos;un robot</translation>
    </message>
    <message>
        <source>Decoding at batch 1 reads every weight once per token. For a model of N = %1 parameters stored in %2 bytes per value, on a device of peak %3 and bandwidth %4, what is the time bound temps_noyau(W, Q, P, β) of one token?</source>
        <translation>Le décodage en lot 1 lit chaque poids une fois par token. Pour un modèle de N = %1 paramètres stockés sur %2 octets par valeur, sur un matériel de pic %3 et de bande passante %4, quelle est la borne de temps temps_noyau(W, Q, P, β) d&apos;un token ?</translation>
    </message>
    <message>
        <source>Theorem 1: time ≥ max(W/P, Q/β).
W = 2N = %1; Q = N·b = %2.
W/P = %3 (compute); Q/β = %4 (memory).
Time per token ≥ %5: the larger term sets the regime.</source>
        <translation>Théorème 1 : temps ≥ max(W/P, Q/β).
W = 2N = %1 ; Q = N·b = %2.
W/P = %3 (calcul) ; Q/β = %4 (mémoire).
Temps par token ≥ %5 : le plus grand terme fixe le régime.</translation>
    </message>
    <message>
        <source>Course, exercise 1 and theorem 1</source>
        <translation>Cours, exercice 1 et théorème 1</translation>
    </message>
    <message>
        <source>On the same device, what is the time bound of the product of two %1 × %1 matrices stored in %2 bytes per value?</source>
        <translation>Sur le même matériel, quelle est la borne de temps du produit de deux matrices %1 × %1 stockées sur %2 octets par valeur ?</translation>
    </message>
    <message>
        <source>W = 2MKN = %1; Q = b(MK + KN + MN) = %2.
W/P = %3 (compute); Q/β = %4 (memory).
Time ≥ %5. Intensity I = W/Q = %6, against the ridge point P/β = %7.</source>
        <translation>W = 2MKN = %1 ; Q = b(MK + KN + MN) = %2.
W/P = %3 (calcul) ; Q/β = %4 (mémoire).
Temps ≥ %5. Intensité I = W/Q = %6, à comparer au point d&apos;inflexion P/β = %7.</translation>
    </message>
    <message>
        <source>Course, exercise 1 and formula “produit matriciel”</source>
        <translation>Cours, exercice 1 et formule «&#xa0;produit matriciel&#xa0;»</translation>
    </message>
    <message>
        <source>Below which arithmetic intensity (the ridge point I*) is a kernel memory-bound on that device (peak %1, bandwidth %2)?</source>
        <translation>En dessous de quelle intensité arithmétique (le point d&apos;inflexion I*) un noyau est-il limité par la mémoire sur ce matériel (pic %1, bande passante %2) ?</translation>
    </message>
    <message>
        <source>I* = P/β = %1 / %2 = %3.
Decoding at batch 1 has I = W/Q = %4: far below, memory-bound.</source>
        <translation>I* = P/β = %1 / %2 = %3.
Le décodage en lot 1 a I = W/Q = %4 : bien en dessous, limité par la mémoire.</translation>
    </message>
    <message>
        <source>Course, formula “roofline” and theorem 1</source>
        <translation>Cours, formule «&#xa0;roofline&#xa0;» et théorème 1</translation>
    </message>
    <message>
        <source>memoire_entrainement with FSDP: how much memory does each GPU need to train N = %1 parameters with Adam in mixed precision on %2 GPUs, with %3 of activations per GPU?</source>
        <translation>memoire_entrainement avec FSDP : combien de mémoire faut-il à chaque GPU pour entraîner N = %1 paramètres avec Adam en précision mixte sur %2 GPU, avec %3 d&apos;activations par GPU ?</translation>
    </message>
    <message>
        <source>16 bytes per parameter: 2 (bf16 weights) + 4 (fp32 master copy) + 4 + 4 (Adam moments) + 2 (bf16 gradient).
FSDP shards them over the n GPUs: 16N/n = %1 per GPU.
With the activations: %1 + %2 = %3.</source>
        <translation>16 octets par paramètre : 2 (poids bf16) + 4 (copie maître fp32) + 4 + 4 (moments d&apos;Adam) + 2 (gradient bf16).
FSDP les partitionne entre les n GPU : 16N/n = %1 par GPU.
Avec les activations : %1 + %2 = %3.</translation>
    </message>
    <message>
        <source>Course, exercise 2 and formula “ZeRO-3 / FSDP”</source>
        <translation>Cours, exercice 2 et formule «&#xa0;ZeRO-3 / FSDP&#xa0;»</translation>
    </message>
    <message>
        <source>16N/n + activations must stay ≤ %1.
Even n = %2 GPUs needs %3: none of 1, 2, 4, …, 64 fits.</source>
        <translation>16N/n + activations doit rester ≤ %1.
Même n = %2 GPU nécessite %3 : aucun de 1, 2, 4, …, 64 ne convient.</translation>
    </message>
    <message>
        <source>16N/n + activations must stay ≤ %1.
n = %2 already fits: %3 ≤ %1.</source>
        <translation>16N/n + activations doit rester ≤ %1.
n = %2 suffit déjà : %3 ≤ %1.</translation>
    </message>
    <message>
        <source>16N/n + activations must stay ≤ %1.
n = %2 fits: %3 ≤ %1; n = %4 does not: %5 &gt; %1.</source>
        <translation>16N/n + activations doit rester ≤ %1.
n = %2 suffit : %3 ≤ %1 ; n = %4 ne suffit pas : %5 &gt; %1.</translation>
    </message>
    <message>
        <source>gpus_necessaires with FSDP: what is the smallest GPU count n in {1, 2, 4, …, 64} on which N = %1 parameters train, with %2 of memory per GPU and %3 of activations? (Answer “none” if no count fits.)</source>
        <translation>gpus_necessaires avec FSDP : quel est le plus petit nombre de GPU n dans {1, 2, 4, …, 64} sur lequel N = %1 paramètres s&apos;entraînent, avec %2 de mémoire par GPU et %3 d&apos;activations ? (Répondez «&#xa0;aucun&#xa0;» si aucun nombre ne convient.)</translation>
    </message>
    <message>
        <source>Course, exercise 2</source>
        <translation>Cours, exercice 2</translation>
    </message>
    <message>
        <source>temps_allreduce: how long does a ring all-reduce of the bf16 gradients of N = %1 parameters (S = 2N = %2) take on %3 GPUs linked at %4 per direction, with a latency of %5 per step?</source>
        <translation>temps_allreduce : combien de temps prend un all-reduce en anneau des gradients bf16 de N = %1 paramètres (S = 2N = %2) sur %3 GPU reliés à %4 par sens, avec une latence de %5 par étape ?</translation>
    </message>
    <message>
        <source>temps_allreduce(S, n, bw, latence) = 2(n − 1)·(S/n/bw + latence).
Bandwidth: 2(n − 1)/n·S/bw = %1; latency: 2(n − 1)·latence = %2.
Total: %3. For large n it tends to 2S/bw = %4, whatever n.</source>
        <translation>temps_allreduce(S, n, bw, latence) = 2(n − 1)·(S/n/bw + latence).
Bande passante : 2(n − 1)/n·S/bw = %1 ; latence : 2(n − 1)·latence = %2.
Total : %3. Pour n grand, il tend vers 2S/bw = %4, quel que soit n.</translation>
    </message>
    <message>
        <source>Course, exercise 3 and theorem 2</source>
        <translation>Cours, exercice 3 et théorème 2</translation>
    </message>
    <message>
        <source>bulle(p, m): what share of the time do p = %1 pipeline stages stay idle with m = %2 micro-batches (GPipe)?</source>
        <translation>bulle(p, m) : quelle part du temps p = %1 étages de pipeline restent-ils oisifs avec m = %2 micro-lots (GPipe) ?</translation>
    </message>
    <message>
        <source>bulle(p, m) = (p − 1)/(m + p − 1) = %1/%2 = %3.</source>
        <translation>bulle(p, m) = (p − 1)/(m + p − 1) = %1/%2 = %3.</translation>
    </message>
    <message>
        <source>Course, exercise 3 and theorem 3</source>
        <translation>Cours, exercice 3 et théorème 3</translation>
    </message>
    <message>
        <source>What is the smallest number of micro-batches m such that bulle(%1, m) &lt; %2?</source>
        <translation>Quel est le plus petit nombre de micro-lots m tel que bulle(%1, m) &lt; %2 ?</translation>
    </message>
    <message>
        <source>With p = %1 there is no bubble: bulle(%1, %2) = %3 &lt; %4.</source>
        <translation>Avec p = %1, il n&apos;y a pas de bulle : bulle(%1, %2) = %3 &lt; %4.</translation>
    </message>
    <message>
        <source>Try m = 1, 2, …: bulle(%1, m) = (p − 1)/(m + p − 1).
bulle(%1, %2) = %3 &lt; %4, while bulle(%1, %5) = %6 is not below %4.
Smallest m: %2 (the course: m ≥ 4p for a bubble below 20 %).</source>
        <translation>On essaie m = 1, 2, … : bulle(%1, m) = (p − 1)/(m + p − 1).
bulle(%1, %2) = %3 &lt; %4, alors que bulle(%1, %5) = %6 n&apos;est pas en dessous de %4.
Plus petit m : %2 (le cours : m ≥ 4p pour une bulle &lt; 20 %).</translation>
    </message>
    <message>
        <source>Best batch B = %1: TTFT = %2, TPOT = %3, latency = TTFT + n_out·TPOT = %4 ≤ %5.
capacite = B/latency = %6 per GPU.
GPUs = ⌈rate·(1 + margin)/capacite⌉ = ⌈%7 × %8 / %6⌉ = %9.</source>
        <translation>Meilleur lot B = %1 : TTFT = %2, TPOT = %3, latence = TTFT + n_out·TPOT = %4 ≤ %5.
capacite = B/latence = %6 par GPU.
GPU = ⌈débit·(1 + marge)/capacite⌉ = ⌈%7 × %8 / %6⌉ = %9.</translation>
    </message>
    <message>
        <source>No batch meets the SLO of %1: even batch 1 takes %2 (or does not fit in memory), so no number of GPUs helps. Answer: none.</source>
        <translation>Aucun lot ne respecte le SLO de %1 : même le lot 1 prend %2 (ou ne tient pas en mémoire), donc aucun nombre de GPU n&apos;y remédie. Réponse : aucun.</translation>
    </message>
    <message>
        <source>gpus_pour: how many GPUs of the scenario&apos;s device serve %1 at peak with a latency ≤ %2 and a %3 margin, for %4 prompt and %5 output tokens, with the best batch among 1, 2, 4, …, 4096? (Answer “none” if no batch meets the SLO.)</source>
        <translation>gpus_pour : combien de GPU du matériel du scénario faut-il pour servir %1 en pointe avec une latence ≤ %2 et une marge de %3, pour %4 tokens de prompt et %5 tokens de sortie, avec le meilleur lot parmi 1, 2, 4, …, 4096 ? (Répondez «&#xa0;aucun&#xa0;» si aucun lot ne respecte le SLO.)</translation>
    </message>
    <message>
        <source>Course, exercise 4 and section 03</source>
        <translation>Cours, exercice 4 et section 03</translation>
    </message>
    <message>
        <source>A robot carries a Jetson Orin (%1, %2, %3). What is the time per output token (TPOT) of an LLM of %4 parameters in int4, at batch 1?</source>
        <translation>Un robot embarque un Jetson Orin (%1, %2, %3). Quel est le temps par token (TPOT) d&apos;un LLM de %4 paramètres en int4, en lot 1 ?</translation>
    </message>
    <message>
        <source>Weights in int4, half a byte each: %1, read once per token.
TPOT ≈ weights/β = %1 / %2 = %3; the compute, 2N/P = %4, is negligible.</source>
        <translation>Poids en int4, un demi-octet chacun : %1, lus une fois par token.
TPOT ≈ poids/β = %1 / %2 = %3 ; le calcul, 2N/P = %4, est négligeable.</translation>
    </message>
    <message>
        <source>Course, written exercise 3</source>
        <translation>Cours, exercice rédigé 3</translation>
    </message>
    <message>
        <source>How many tokens per second does it then generate at batch 1?</source>
        <translation>Combien de tokens par seconde génère-t-il alors en lot 1 ?</translation>
    </message>
    <message>
        <source>tokens/s = β / weights = %1 / %2 = %3: enough for a dialogue.</source>
        <translation>tokens/s = β / poids = %1 / %2 = %3 : suffisant pour un dialogue.</translation>
    </message>
    <message>
        <source>And the time to first token (TTFT) for a %1-token prompt, computed at %2 of the peak?</source>
        <translation>Et le temps au premier token (TTFT) pour un prompt de %1 tokens, calculé à %2 du pic ?</translation>
    </message>
    <message>
        <source>Prefill is compute-bound: W = 2N × %1 = %2.
TTFT ≈ W/(P × %3) = %4; reading the weights (%5) takes less.</source>
        <translation>Le préremplissage est limité par le calcul : W = 2N × %1 = %2.
TTFT ≈ W/(P × %3) = %4 ; la lecture des poids (%5) prend moins de temps.</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>A GPU of %1 decodes an LLM of %2 parameters in bf16 at about %3 at batch 1. Which resource is saturated: compute or memory bandwidth?</source>
        <translation>Un GPU de %1 décode un LLM de %2 paramètres en bf16 à environ %3 en lot 1. Quelle est la ressource saturée : le calcul ou la bande passante mémoire ?</translation>
    </message>
    <message>
        <source>Each token reads the %1 of weights once: %2 × %1 = %3 read from memory, the whole bandwidth of an HBM GPU.
Compute used: %2 × 2N = %4, only %5 of the peak.
The memory bandwidth is saturated: quantize, batch or decode speculatively.</source>
        <translation>Chaque token lit une fois les %1 de poids : %2 × %1 = %3 lus en mémoire, toute la bande passante d&apos;un GPU à HBM.
Calcul utilisé : %2 × 2N = %4, seulement %5 du pic.
C&apos;est la bande passante mémoire qui est saturée : quantifier, regrouper en lots ou décoder de façon spéculative.</translation>
    </message>
    <message>
        <source>Course, verification question and theorem 1</source>
        <translation>Cours, question de vérification et théorème 1</translation>
    </message>
    <message>
        <source>the memory bandwidth</source>
        <translation>la bande passante mémoire</translation>
    </message>
    <message>
        <source>the compute</source>
        <translation>le calcul</translation>
    </message>
    <message>
        <source>bulle(p, m) with p = %1 stage: a single stage never waits for another, so the answer is trivial. Check it with the formula: what share of the time does it stay idle with m = %2 micro-batches (GPipe)?</source>
        <translation>bulle(p, m) avec p = %1 étage : un étage seul n&apos;attend jamais un autre, la réponse est donc immédiate. Vérifiez-le avec la formule : quelle part du temps reste-t-il oisif avec m = %2 micro-lots (GPipe) ?</translation>
    </message>
    <message>
        <source>With p = %1 stage there is no bubble whatever m, so the answer is trivial: what is the smallest number of micro-batches m such that bulle(%1, m) &lt; %2?</source>
        <translation>Avec p = %1 étage, il n&apos;y a pas de bulle quel que soit m, la réponse est donc immédiate : quel est le plus petit nombre de micro-lots m tel que bulle(%1, m) &lt; %2 ?</translation>
    </message>
    <message>
        <source>temps_allreduce with n = %3 GPU: a single GPU has nobody to exchange its gradients with, so the answer is trivial. Check it with the formula: how long does the all-reduce of S = 2N = %2 (N = %1) take, at %4 per direction and %5 per step?</source>
        <translation>temps_allreduce avec n = %3 GPU : un GPU seul n&apos;a personne avec qui échanger ses gradients, la réponse est donc immédiate. Vérifiez-le avec la formule : combien de temps prend l&apos;all-reduce de S = 2N = %2 (N = %1), à %4 par sens et %5 par étape ?</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 Md de paramètres</translation>
    </message>
    <message>
        <source>InfraLab</source>
        <translation>InfraLab</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>impossible d&apos;écrire &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>l&apos;image n&apos;a pas pu être encodée en PNG</translation>
    </message>
    <message>
        <source>%1 · batch %2</source>
        <translation>%1 · lot %2</translation>
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
        <translation>n.d.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>B</source>
        <comment>bytes</comment>
        <translation>o</translation>
    </message>
    <message>
        <source>kB</source>
        <translation>ko</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>Mo</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>To</translation>
    </message>
    <message>
        <source>PB</source>
        <translation>Po</translation>
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
        <translation>o/s</translation>
    </message>
    <message>
        <source>kB/s</source>
        <translation>ko/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>Mo/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>Go/s</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>To/s</translation>
    </message>
    <message>
        <source>PB/s</source>
        <translation>Po/s</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/o</translation>
    </message>
    <message>
        <source>%1 %2/s</source>
        <translation>%1 %2/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>%1 /s</source>
        <translation>%1 /s</translation>
    </message>
    <message>
        <source>%1 /day</source>
        <translation>%1 /jour</translation>
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
        <translation>%1 jours</translation>
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
        <translation>%1 Gio</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>Ridge point</source>
        <translation>Point d&apos;inflexion</translation>
    </message>
    <message>
        <source>Peak of the device in the compute precision</source>
        <translation>Pic du matériel dans la précision de calcul</translation>
    </message>
    <message>
        <source>Memory bandwidth of the device</source>
        <translation>Bande passante mémoire du matériel</translation>
    </message>
    <message>
        <source>Course §01, theorem 1; Williams, Waterman &amp; Patterson, CACM 2009</source>
        <translation>Cours §01, théorème 1 ; Williams, Waterman &amp; Patterson, CACM 2009</translation>
    </message>
    <message>
        <source>Decode speed at batch 1</source>
        <translation>Vitesse de décodage en lot 1</translation>
    </message>
    <message>
        <source>Parameters of the model</source>
        <translation>Paramètres du modèle</translation>
    </message>
    <message>
        <source>Bytes per value in the compute precision</source>
        <translation>Octets par valeur dans la précision de calcul</translation>
    </message>
    <message>
        <source>Course §01 (table) and theorem 1: every weight is read once per token</source>
        <translation>Cours §01 (tableau) et théorème 1 : chaque poids est lu une fois par token</translation>
    </message>
    <message>
        <source>Training throughput per GPU</source>
        <translation>Débit d&apos;entraînement par GPU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>MFU, fraction du pic réellement utilisée</translation>
    </message>
    <message>
        <source>Parameters used per token (all of them for a dense model)</source>
        <translation>Paramètres utilisés par token (tous pour un modèle dense)</translation>
    </message>
    <message>
        <source>Course §01 (table): 6N FLOPs per token; Kaplan et al. 2020 §2.1</source>
        <translation>Cours §01 (tableau) : 6N FLOPs par token ; Kaplan et al. 2020 §2.1</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Requêtes par jour</translation>
    </message>
    <message>
        <source>Horizon in years</source>
        <translation>Horizon en années</translation>
    </message>
    <message>
        <source>Cost per million generated tokens</source>
        <translation>Coût par million de tokens générés</translation>
    </message>
    <message>
        <source>Price of the device per hour</source>
        <translation>Prix horaire du matériel</translation>
    </message>
    <message>
        <source>Generated tokens per second</source>
        <translation>Tokens générés par seconde</translation>
    </message>
    <message>
        <source>Course formula: 2.5 €/h at 800 tok/s gives 0.87 € per million tokens</source>
        <translation>Formule du cours : 2,5 €/h à 800 tok/s donnent 0,87 € par million de tokens</translation>
    </message>
    <message>
        <source>Course §05 (cloud, on-premise, edge over three years)</source>
        <translation>Cours §05 (cloud, on-premise, edge sur trois ans)</translation>
    </message>
    <message>
        <source>API cost over the horizon</source>
        <translation>Coût de l&apos;API sur l&apos;horizon</translation>
    </message>
    <message>
        <source>API price per million input tokens</source>
        <translation>Prix de l&apos;API par million de tokens d&apos;entrée</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>Tokens de prompt par requête</translation>
    </message>
    <message>
        <source>API price per million output tokens</source>
        <translation>Prix de l&apos;API par million de tokens de sortie</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>Tokens de sortie par requête</translation>
    </message>
    <message>
        <source>Cloud serving batch</source>
        <translation>Lot de service dans le cloud</translation>
    </message>
    <message>
        <source>Cloud request latency</source>
        <translation>Latence d&apos;une requête dans le cloud</translation>
    </message>
    <message>
        <source>Peak and warm-up factor</source>
        <translation>Facteur pour les pics et le préchauffage</translation>
    </message>
    <message>
        <source>Cloud GPU-hours per day</source>
        <translation>Heures GPU cloud par jour</translation>
    </message>
    <message>
        <source>Course §05: 3600·8/12 = 2 400 requests per GPU-hour, 1.5× for peaks</source>
        <translation>Cours §05 : 3600·8/12 = 2 400 requêtes par heure GPU, 1,5× pour les pics</translation>
    </message>
    <message>
        <source>Cloud GPU price per hour</source>
        <translation>Prix horaire d&apos;un GPU cloud</translation>
    </message>
    <message>
        <source>GPU cloud cost over the horizon</source>
        <translation>Coût du GPU cloud sur l&apos;horizon</translation>
    </message>
    <message>
        <source>On-premise cost over the horizon</source>
        <translation>Coût on-premise sur l&apos;horizon</translation>
    </message>
    <message>
        <source>On-premise GPUs</source>
        <translation>GPU on-premise</translation>
    </message>
    <message>
        <source>Price of one on-premise GPU</source>
        <translation>Prix d&apos;un GPU on-premise</translation>
    </message>
    <message>
        <source>Hosting per month</source>
        <translation>Hébergement par mois</translation>
    </message>
    <message>
        <source>On-premise power draw</source>
        <translation>Consommation électrique on-premise</translation>
    </message>
    <message>
        <source>Power usage effectiveness</source>
        <translation>Indicateur d&apos;efficacité énergétique</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Prix de l&apos;électricité</translation>
    </message>
    <message>
        <source>Operations staff (full-time equivalents)</source>
        <translation>Personnel d&apos;exploitation (équivalents temps plein)</translation>
    </message>
    <message>
        <source>Cost of one FTE per year</source>
        <translation>Coût annuel d&apos;un ETP</translation>
    </message>
    <message>
        <source>Edge cost over the horizon</source>
        <translation>Coût edge sur l&apos;horizon</translation>
    </message>
    <message>
        <source>Edge devices</source>
        <translation>Appareils edge</translation>
    </message>
    <message>
        <source>Price of one edge device</source>
        <translation>Prix d&apos;un appareil edge</translation>
    </message>
    <message>
        <source>Maintenance per edge device per year</source>
        <translation>Maintenance par appareil edge et par an</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>Nombre de GPU</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Étages de pipeline</translation>
    </message>
    <message>
        <source>Micro-batches per step</source>
        <translation>Micro-lots par pas</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Bulle du pipeline</translation>
    </message>
    <message>
        <source>Course §02, theorem 3; Huang et al., GPipe, NeurIPS 2019</source>
        <translation>Cours §02, théorème 3 ; Huang et al., GPipe, NeurIPS 2019</translation>
    </message>
    <message>
        <source>Model chunks per stage</source>
        <translation>Tranches de modèle par étage</translation>
    </message>
    <message>
        <source>Theorem 3 with interleaved 1F1B; Narayanan et al., SC 2021 §2.2.2</source>
        <translation>Théorème 3 avec 1F1B entrelacé ; Narayanan et al., SC 2021 §2.2.2</translation>
    </message>
    <message>
        <source>Serial fraction</source>
        <translation>Fraction série</translation>
    </message>
    <message>
        <source>Amdahl speed-up</source>
        <translation>Accélération d&apos;Amdahl</translation>
    </message>
    <message>
        <source>Course §02 and the law of Amdahl (L24); Amdahl 1967</source>
        <translation>Cours §02 et loi d&apos;Amdahl (L24) ; Amdahl 1967</translation>
    </message>
    <message>
        <source>Parallel efficiency</source>
        <translation>Efficacité parallèle</translation>
    </message>
    <message>
        <source>Course formula: efficiency = speed-up / n; Amdahl 1967</source>
        <translation>Formule du cours : efficacité = accélération / n ; Amdahl 1967</translation>
    </message>
    <message>
        <source>Gustafson scaled speed-up</source>
        <translation>Accélération de Gustafson (problème agrandi)</translation>
    </message>
    <message>
        <source>Course formula (law of Gustafson); Gustafson 1988</source>
        <translation>Formule du cours (loi de Gustafson) ; Gustafson 1988</translation>
    </message>
    <message>
        <source>Batch (sequences)</source>
        <translation>Lot (séquences)</translation>
    </message>
    <message>
        <source>Weight bytes</source>
        <translation>Octets des poids</translation>
    </message>
    <message>
        <source>KV cache of the whole batch</source>
        <translation>Cache KV de tout le lot</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Temps au premier token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Temps par token</translation>
    </message>
    <message>
        <source>Course §03 (service(B)), theorems 1 and 4; Pope et al. 2022 §2</source>
        <translation>Cours §03 (service(B)), théorèmes 1 et 4 ; Pope et al. 2022 §2</translation>
    </message>
    <message>
        <source>Weight memory</source>
        <translation>Mémoire des poids</translation>
    </message>
    <message>
        <source>Bytes per served weight</source>
        <translation>Octets par poids servi</translation>
    </message>
    <message>
        <source>Course §03 (octets_poids = 2N in bf16)</source>
        <translation>Cours §03 (octets_poids = 2N en bf16)</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>Cache KV par token</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Têtes clé/valeur</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Dimension par tête</translation>
    </message>
    <message>
        <source>Bytes per cached value</source>
        <translation>Octets par valeur en cache</translation>
    </message>
    <message>
        <source>Course §03: 2 (K and V) per layer, head and dimension</source>
        <translation>Cours §03 : 2 (K et V) par couche, tête et dimension</translation>
    </message>
    <message>
        <source>KV cache of the batch</source>
        <translation>Cache KV du lot</translation>
    </message>
    <message>
        <source>Course §03: every sequence keeps its prompt and output in the cache</source>
        <translation>Cours §03 : chaque séquence garde son prompt et sa sortie dans le cache</translation>
    </message>
    <message>
        <source>Course §03 (prefill, compute-bound), theorem 1; Pope et al. 2022 §2</source>
        <translation>Cours §03 (préremplissage, limité par le calcul), théorème 1 ; Pope et al. 2022 §2</translation>
    </message>
    <message>
        <source>Course §03 (decode, memory-bound), theorem 4; Pope et al. 2022 §2</source>
        <translation>Cours §03 (décodage, limité par la mémoire), théorème 4 ; Pope et al. 2022 §2</translation>
    </message>
    <message>
        <source>Latency of a request</source>
        <translation>Latence d&apos;une requête</translation>
    </message>
    <message>
        <source>Requests per second one GPU serves</source>
        <translation>Requêtes par seconde servies par un GPU</translation>
    </message>
    <message>
        <source>Course §03 and exercise 4 (capacite)</source>
        <translation>Cours §03 et exercice 4 (capacite)</translation>
    </message>
    <message>
        <source>GPUs for the target load</source>
        <translation>GPU pour la charge visée</translation>
    </message>
    <message>
        <source>Peak request rate to serve</source>
        <translation>Débit de requêtes à servir en pointe</translation>
    </message>
    <message>
        <source>Capacity margin for peaks</source>
        <translation>Marge de capacité pour les pics</translation>
    </message>
    <message>
        <source>Batch the planner chose</source>
        <translation>Lot choisi par le planificateur</translation>
    </message>
    <message>
        <source>Latency of a request at that batch, TTFT + n_out·TPOT</source>
        <translation>Latence d&apos;une requête à ce lot, TTFT + n_out·TPOT</translation>
    </message>
    <message>
        <source>Latency objective</source>
        <translation>Objectif de latence</translation>
    </message>
    <message>
        <source>Course exercise 4 (gpus_pour); none when no batch meets the SLO</source>
        <translation>Exercice 4 du cours (gpus_pour) ; aucun quand aucun lot ne respecte le SLO</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>Plus grand lot qui tient en mémoire</translation>
    </message>
    <message>
        <source>KV cache of one sequence, KV_token·(n_prompt + n_out)</source>
        <translation>Cache KV d&apos;une séquence, KV_token·(n_prompt + n_out)</translation>
    </message>
    <message>
        <source>Usable share of the device memory</source>
        <translation>Part utilisable de la mémoire du matériel</translation>
    </message>
    <message>
        <source>Memory of the device</source>
        <translation>Mémoire du matériel</translation>
    </message>
    <message>
        <source>Course §03: weights + cache &lt; 0.9 × memory</source>
        <translation>Cours §03 : poids + cache &lt; 0,9 × mémoire</translation>
    </message>
    <message>
        <source>Knee batch</source>
        <translation>Lot au point d&apos;inflexion</translation>
    </message>
    <message>
        <source>Course theorem 4: throughput grows with B up to B*, then plateaus</source>
        <translation>Théorème 4 du cours : le débit croît avec B jusqu&apos;à B*, puis plafonne</translation>
    </message>
    <message>
        <source>LoRA adapter parameters as a share of N</source>
        <translation>Paramètres des adaptateurs LoRA en part de N</translation>
    </message>
    <message>
        <source>Activation memory per GPU</source>
        <translation>Mémoire d&apos;activations par GPU</translation>
    </message>
    <message>
        <source>Training state memory per GPU</source>
        <translation>Mémoire d&apos;états d&apos;entraînement par GPU</translation>
    </message>
    <message>
        <source>Training memory per GPU</source>
        <translation>Mémoire d&apos;entraînement par GPU</translation>
    </message>
    <message>
        <source>GPUs needed for training</source>
        <translation>GPU nécessaires à l&apos;entraînement</translation>
    </message>
    <message>
        <source>Intra-node bandwidth per GPU and direction (NVLink)</source>
        <translation>Bande passante intra-nœud par GPU et par sens (NVLink)</translation>
    </message>
    <message>
        <source>Compute time per step</source>
        <translation>Temps de calcul par pas</translation>
    </message>
    <message>
        <source>Global batch in tokens per step</source>
        <translation>Lot global en tokens par pas</translation>
    </message>
    <message>
        <source>Gradient all-reduce per step</source>
        <translation>All-reduce des gradients par pas</translation>
    </message>
    <message>
        <source>FSDP communication per step</source>
        <translation>Communication FSDP par pas</translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation>Pic de calcul</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Bande passante mémoire</translation>
    </message>
    <message>
        <source>API and cloud break even</source>
        <translation>Point d&apos;équilibre API / cloud</translation>
    </message>
    <message>
        <source>API and on-premise break even</source>
        <translation>Point d&apos;équilibre API / on-premise</translation>
    </message>
    <message>
        <source>Cloud and on-premise break even</source>
        <translation>Point d&apos;équilibre cloud / on-premise</translation>
    </message>
    <message>
        <source>Simulated pipeline step</source>
        <translation>Pas du pipeline simulé</translation>
    </message>
    <message>
        <source>Simulated pipeline bubble</source>
        <translation>Bulle du pipeline simulée</translation>
    </message>
    <message>
        <source>Weights and cache fit in memory</source>
        <translation>Les poids et le cache tiennent en mémoire</translation>
    </message>
    <message>
        <source>Batch for the target load</source>
        <translation>Lot pour la charge visée</translation>
    </message>
    <message>
        <source>Training fits in memory</source>
        <translation>L&apos;entraînement tient en mémoire</translation>
    </message>
    <message>
        <source>Course formula sheet (≈ 3 × 2N bytes: two all-gathers and one reduce-scatter, each half a ring all-reduce); Rajbhandari et al., ZeRO, SC 2020 §7</source>
        <translation>Fiche de formules du cours (≈ 3 × 2N octets : deux all-gather et un reduce-scatter, chacun la moitié d&apos;un all-reduce en anneau) ; Rajbhandari et al., ZeRO, SC 2020 §7</translation>
    </message>
    <message>
        <source>Course §02 code line: it counts each of the three collectives as a whole all-reduce, twice the ≈ 3 × 2N bytes of its own formula sheet and of ZeRO</source>
        <translation>Ligne du code du cours §02 : elle compte chacune des trois collectives comme un all-reduce entier, soit le double des ≈ 3 × 2N octets de sa propre fiche de formules et de ZeRO</translation>
    </message>
    <message>
        <source>FSDP communication as the course&apos;s code prints it</source>
        <translation>Communication FSDP telle que l&apos;affiche le code du cours</translation>
    </message>
    <message>
        <source>Largest GPU count tried for the GPUs needed</source>
        <translation>Plus grand nombre de GPU essayé pour les GPU nécessaires</translation>
    </message>
    <message>
        <source>Weight bytes one decode step reads</source>
        <translation>Octets de poids lus par une étape de décodage</translation>
    </message>
    <message>
        <source>Experts per layer</source>
        <translation>Experts par couche</translation>
    </message>
    <message>
        <source>Experts active per token</source>
        <translation>Experts actifs par token</translation>
    </message>
    <message>
        <source>Course §03: a dense model reads every weight at each decode step (TPOT ≈ octets_poids/BW)</source>
        <translation>Cours §03 : un modèle dense lit tous ses poids à chaque étape de décodage (TPOT ≈ octets_poids/BW)</translation>
    </message>
    <message>
        <source>Parameters of one expert over all layers, (N − N_act)/(E − k)</source>
        <translation>Paramètres d&apos;un expert sur toutes les couches, (N − N_act)/(E − k)</translation>
    </message>
    <message>
        <source>Mixture of experts: the B tokens of a step select E·(1 − (1 − k/E)^B) experts in expectation, k at B = 1 and nearly E at large B (Mixtral, Jiang et al. 2024)</source>
        <translation>Mélange d&apos;experts : les B tokens d&apos;une étape choisissent E·(1 − (1 − k/E)^B) experts en espérance, k en lot 1 et presque E en grand lot (Mixtral, Jiang et al. 2024)</translation>
    </message>
    <message>
        <source>Course §03 (decode, memory-bound), theorem 4, reading only the experts selected; Pope et al. 2022 §2</source>
        <translation>Cours §03 (décodage, limité par la mémoire), théorème 4, en ne lisant que les experts choisis ; Pope et al. 2022 §2</translation>
    </message>
    <message>
        <source>Weights read per decode step</source>
        <translation>Poids lus par étape de décodage</translation>
    </message>
    <message>
        <source>Course §01 and theorem 1 with a mixture of experts: one token reads the shared weights and its k experts only (Mixtral 8x7B reads 12.9 B of 46.7 B, Jiang et al. 2024)</source>
        <translation>Cours §01 et théorème 1 avec un mélange d&apos;experts : un token ne lit que les poids partagés et ses k experts (Mixtral 8x7B lit 12,9 Md de paramètres sur 46,7 Md, Jiang et al. 2024)</translation>
    </message>
    <message>
        <source>Model width d_model</source>
        <translation>Largeur du modèle d_model</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Têtes d&apos;attention</translation>
    </message>
    <message>
        <source>Experts per layer (1: dense)</source>
        <translation>Experts par couche (1 : dense)</translation>
    </message>
    <message>
        <source>Matrices per FFN: 3 gated (SwiGLU), 2 plain (GELU)</source>
        <translation>Matrices par FFN : 3 à porte (SwiGLU), 2 simple (GELU)</translation>
    </message>
    <message>
        <source>FFN width</source>
        <translation>Largeur du FFN</translation>
    </message>
    <message>
        <source>Router parameters per layer, d·E (0 for a dense model)</source>
        <translation>Paramètres du routeur par couche, d·E (0 pour un modèle dense)</translation>
    </message>
    <message>
        <source>Embedding matrices: 1 when the output head is tied, else 2</source>
        <translation>Matrices d&apos;embedding : 1 si la tête de sortie est liée, sinon 2</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>Taille du vocabulaire</translation>
    </message>
    <message>
        <source>Attention with grouped K and V (Ainslie et al. 2023), gated FFN (Shazeer 2020), norms and embeddings; without them 12·L·d² (Kaplan et al. 2020 §2.1). Set it beside the preset&apos;s N</source>
        <translation>Attention à K et V groupés (Ainslie et al. 2023), FFN à porte (Shazeer 2020), normalisations et embeddings ; sans eux 12·L·d² (Kaplan et al. 2020 §2.1). À comparer au N du modèle choisi</translation>
    </message>
    <message>
        <source>Parameters counted from the shapes</source>
        <translation>Paramètres comptés d&apos;après les formes</translation>
    </message>
    <message>
        <source>Course §04 (platform table)</source>
        <translation>Cours §04 (tableau de la plateforme)</translation>
    </message>
    <message>
        <source>Young, CACM 1974; Daly, FGCS 2006 (first-order optimum)</source>
        <translation>Young, CACM 1974 ; Daly, FGCS 2006 (optimum au premier ordre)</translation>
    </message>
    <message>
        <source>Time to write a checkpoint</source>
        <translation>Temps d’écriture d’un checkpoint</translation>
    </message>
    <message>
        <source>Mean time between failures of the cluster</source>
        <translation>Temps moyen entre pannes du cluster</translation>
    </message>
    <message>
        <source>Speed-up from compilation</source>
        <translation>Accélération par la compilation</translation>
    </message>
    <message>
        <source>Real utilisation of the GPUs</source>
        <translation>Utilisation réelle des GPU</translation>
    </message>
    <message>
        <source>Course §04: read throughput for training ≥ 1 GB/s per GPU</source>
        <translation>Cours §04 : débit de lecture pour l’entraînement ≥ 1 Go/s par GPU</translation>
    </message>
    <message>
        <source>Course §02: bf16 weights, 2 bytes per parameter</source>
        <translation>Cours §02 : poids bf16, 2 octets par paramètre</translation>
    </message>
    <message>
        <source>Checkpoint with the optimiser states</source>
        <translation>Checkpoint avec les états de l’optimiseur</translation>
    </message>
    <message>
        <source>Storage bandwidth</source>
        <translation>Débit du stockage</translation>
    </message>
    <message>
        <source>Mean time between failures of one GPU</source>
        <translation>Temps moyen entre pannes d’un GPU</translation>
    </message>
    <message>
        <source>Independent failures: any one stops a synchronous job</source>
        <translation>Pannes indépendantes : une seule arrête un entraînement synchrone</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Intervalle entre checkpoints</translation>
    </message>
    <message>
        <source>GPU cloud cost over the horizon (Choose tab)</source>
        <translation>Coût du GPU cloud sur l’horizon (onglet Choisir)</translation>
    </message>
    <message>
        <source>On-premise cost over the horizon (Choose tab)</source>
        <translation>Coût on-premise sur l’horizon (onglet Choisir)</translation>
    </message>
    <message>
        <source>Course §04: real utilisation of the GPUs often below 30 %</source>
        <translation>Cours §04 : utilisation réelle des GPU souvent &lt; 30 %</translation>
    </message>
    <message>
        <source>Course §04: compilation gains 1.5–4×</source>
        <translation>Cours §04 : gains de la compilation 1,5–4×</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Time per output token, compiled</source>
        <translation>Temps par token de sortie, compilé</translation>
    </message>
    <message>
        <source>Read throughput training needs</source>
        <translation>Débit de lecture nécessaire à l’entraînement</translation>
    </message>
    <message>
        <source>Checkpoint of the weights</source>
        <translation>Checkpoint des poids</translation>
    </message>
    <message>
        <source>Checkpoint interval (Young–Daly)</source>
        <translation>Intervalle entre checkpoints (Young–Daly)</translation>
    </message>
    <message>
        <source>Time lost to checkpoints and failures</source>
        <translation>Temps perdu en checkpoints et en pannes</translation>
    </message>
    <message>
        <source>GPU cloud cost at the real utilisation</source>
        <translation>Coût du GPU cloud à l’utilisation réelle</translation>
    </message>
    <message>
        <source>On-premise cost at the real utilisation</source>
        <translation>Coût on-premise à l’utilisation réelle</translation>
    </message>
    <message>
        <source>Time to first token, compiled</source>
        <translation>Temps jusqu’au premier token, compilé</translation>
    </message>
    <message>
        <source>Tokens per second, compiled</source>
        <translation>Tokens par seconde, compilé</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <source>Micro-batch size (sequences)</source>
        <translation>Taille du micro-lot (séquences)</translation>
    </message>
    <message>
        <source>Hidden size d_model</source>
        <translation>Dimension cachée d_model</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Degré de parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>Activation memory per GPU, typed in</source>
        <translation>Mémoire d&apos;activations par GPU, saisie</translation>
    </message>
    <message>
        <source>Course exercise 2 (activ_go, 10 GB typed in). Set the activation memory to &quot;from the shapes&quot; to compute it with Korthikanti et al. 2022</source>
        <translation>Exercice 2 du cours (activ_go, 10 Go saisis). Choisir la mémoire d&apos;activations «&#xa0;depuis les dimensions&#xa0;» pour la calculer avec Korthikanti et al. 2022</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 (arXiv 2205.05198) §4, Table 2 and equation 5, 16-bit activations; selective recomputation and FlashAttention (Dao et al. 2022) store no attention matrix; the first pipeline stage holds the most micro-batches (Narayanan et al. 2021 §2.2)</source>
        <translation>Korthikanti et al. 2022 (arXiv 2205.05198) §4, tableau 2 et équation 5, activations sur 16 bits&#xa0;; le recalcul sélectif et FlashAttention (Dao et al. 2022) ne stockent pas la matrice d&apos;attention&#xa0;; le premier étage du pipeline garde le plus de micro-lots (Narayanan et al. 2021 §2.2)</translation>
    </message>
    <message>
        <source>FLOPs per parameter and token (6; 8 with full recomputation)</source>
        <translation>FLOP par paramètre et par token (6&#xa0;; 8 avec recalcul complet)</translation>
    </message>
    <message>
        <source>Course §02: 6N per token (2N forward, 4N backward). Full recomputation adds a forward pass: 8N, a third more. Counting the attention adds its Q·Kᵀ and its product with V, 12·L·h·s per token (Narayanan et al. 2021 §5.1 and appendix), off by default as in the course</source>
        <translation>Cours §02&#xa0;: 6N par token (2N en avant, 4N en arrière). Le recalcul complet ajoute une passe avant&#xa0;: 8N, un tiers de plus. Compter l&apos;attention ajoute son Q·Kᵀ et son produit par V, 12·L·h·s par token (Narayanan et al. 2021 §5.1 et annexe), désactivé par défaut comme dans le cours</translation>
    </message>
    <message>
        <source>Training FLOPs per token</source>
        <translation>FLOP d&apos;entraînement par token</translation>
    </message>
    <message>
        <source>Training tokens for the whole run</source>
        <translation>Tokens de tout l&apos;entraînement</translation>
    </message>
    <message>
        <source>Course §02 (6N FLOPs per token at P·MFU) run for D tokens; 8N with full recomputation (Narayanan et al. 2021 §5.1). Pipeline bubbles, communication and restarts are not counted</source>
        <translation>Cours §02 (6N FLOP par token à P·MFU) sur D tokens&#xa0;; 8N avec recalcul complet (Narayanan et al. 2021 §5.1). Les bulles du pipeline, les communications et les redémarrages ne sont pas comptés</translation>
    </message>
    <message>
        <source>GPU-hours of the whole run</source>
        <translation>Heures GPU de tout l&apos;entraînement</translation>
    </message>
    <message>
        <source>The run&apos;s GPU-hours spread over the cluster&apos;s n GPUs</source>
        <translation>Les heures GPU de l&apos;entraînement réparties sur les n GPU de la grappe</translation>
    </message>
    <message>
        <source>Training tokens of the published run</source>
        <translation>Tokens de l&apos;entraînement publié</translation>
    </message>
    <message>
        <source>Published GPU-hours</source>
        <translation>Heures GPU publiées</translation>
    </message>
    <message>
        <source>Meta&apos;s Llama 3.1 model card: 30.84 M H100 GPU-hours for the 405B model on 15.6 T tokens. The model counts less: Meta reached an MFU of 38 to 43 % (Llama 3 paper, Table 4), had 466 interruptions in 54 days and restarted from checkpoints, and the attention&apos;s FLOPs at 8 K to 128 K tokens of context are not in 6N</source>
        <translation>Fiche du modèle Llama 3.1 de Meta&#xa0;: 30,84 M heures GPU H100 pour le modèle 405B sur 15,6 T tokens. Le modèle compte moins&#xa0;: Meta a atteint une MFU de 38 à 43&#xa0;% (article Llama 3, tableau 4), a subi 466 interruptions en 54 jours et repris depuis des points de sauvegarde, et les FLOP de l&apos;attention sur des contextes de 8 K à 128 K tokens ne sont pas dans 6N</translation>
    </message>
    <message>
        <source>Published days</source>
        <translation>Jours publiés</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 §5.1: GPT-3 175B, 300 B tokens on 1 024 A100 in about 34 days, from 8·T·P/(n·X) at X = 140 TFLOP/s per GPU (45 % of 312): their runs recompute the activations (8N per token); with 6N the model is a quarter under, with full recomputation it agrees</source>
        <translation>Narayanan et al. 2021 §5.1&#xa0;: GPT-3 175B, 300 Md de tokens sur 1&#xa0;024 A100 en 34 jours environ, d&apos;après 8·T·P/(n·X) à X = 140 TFLOP/s par GPU (45&#xa0;% de 312)&#xa0;: leurs entraînements recalculent les activations (8N par token)&#xa0;; avec 6N le modèle est un quart en dessous, avec le recalcul complet il concorde</translation>
    </message>
    <message>
        <source>Days of the whole run</source>
        <translation>Jours de tout l&apos;entraînement</translation>
    </message>
    <message>
        <source>Model against the published GPU-hours of Llama 3.1 405B</source>
        <translation>Modèle face aux heures GPU publiées de Llama 3.1 405B</translation>
    </message>
    <message>
        <source>Model against the published days of GPT-3 175B</source>
        <translation>Modèle face aux jours publiés de GPT-3 175B</translation>
    </message>
    <message>
        <source>GPUs sharing each layer (tensor parallelism)</source>
        <translation>GPU se partageant chaque couche (parallélisme de tenseurs)</translation>
    </message>
    <message>
        <source>Course §03 and exercise 4 (capacite), a model copy&apos;s requests shared by its t GPUs</source>
        <translation>Cours §03 et exercice 4 (capacite), les requêtes d&apos;une copie du modèle partagées entre ses t GPU</translation>
    </message>
    <message>
        <source>Course exercise 4 (gpus_pour), counting copies of the model of t GPUs each; none when no batch meets the SLO</source>
        <translation>Exercice 4 du cours (gpus_pour), en comptant des copies du modèle de t GPU chacune ; aucun quand aucun lot ne respecte le SLO</translation>
    </message>
    <message>
        <source>Requests per second one copy of the model serves</source>
        <translation>Requêtes par seconde servies par une copie du modèle</translation>
    </message>
    <message>
        <source>Course §03: weights + cache &lt; 0.9 × memory, on each of the t GPUs</source>
        <translation>Cours §03 : poids + cache &lt; 0,9 × mémoire, sur chacun des t GPU</translation>
    </message>
    <message>
        <source>KV cache of one sequence on each GPU</source>
        <translation>Cache KV d&apos;une séquence sur chaque GPU</translation>
    </message>
    <message>
        <source>Shoeybi et al., Megatron-LM, 2019, §3: two all-reduces per layer in the forward pass; each one theorem 2&apos;s ring all-reduce, as the training&apos;s. Exercise 3&apos;s latency α per step is not counted: it would add 2·L·2(t − 1)·α</source>
        <translation>Shoeybi et al., Megatron-LM, 2019, §3 : deux all-reduce par couche dans la passe avant ; chacun est l&apos;all-reduce en anneau du théorème 2, comme celui de l&apos;entraînement. La latence α par étape de l&apos;exercice 3 n&apos;est pas comptée : elle ajouterait 2·L·2(t − 1)·α</translation>
    </message>
    <message>
        <source>Weight bytes on each GPU</source>
        <translation>Octets de poids sur chaque GPU</translation>
    </message>
    <message>
        <source>KV cache of the batch on each GPU</source>
        <translation>Cache KV du lot sur chaque GPU</translation>
    </message>
    <message>
        <source>Key/value heads each GPU caches, max(h_kv/t, 1)</source>
        <translation>Têtes clé/valeur en cache sur chaque GPU, max(h_kv/t, 1)</translation>
    </message>
    <message>
        <source>All-reduces of the prefill</source>
        <translation>All-reduce du préremplissage</translation>
    </message>
    <message>
        <source>All-reduces of one decode step</source>
        <translation>All-reduce d&apos;une étape de décodage</translation>
    </message>
    <message>
        <source>Attention FLOPs of one prompt, 4·L·h·n_prompt² when counted, else 0</source>
        <translation>FLOP de l&apos;attention d&apos;un prompt, 4·L·h·n_prompt² s&apos;ils sont comptés, sinon 0</translation>
    </message>
    <message>
        <source>Attention FLOPs of one prompt</source>
        <translation>FLOP de l&apos;attention d&apos;un prompt</translation>
    </message>
    <message>
        <source>Bytes per activation (compute precision)</source>
        <translation>Octets par activation (précision de calcul)</translation>
    </message>
    <message>
        <source>Bandwidth between the t GPUs, per GPU and direction (NVLink)</source>
        <translation>Débit entre les t GPU, par GPU et par sens (NVLink)</translation>
    </message>
    <message>
        <source>Megatron-LM §3: each GPU holds 1/t of every weight matrix; course §03 for N·b_w</source>
        <translation>Megatron-LM §3 : chaque GPU détient 1/t de chaque matrice de poids ; cours §03 pour N·b_w</translation>
    </message>
    <message>
        <source>Course §03&apos;s cache, split by key/value heads; with fewer heads than GPUs each GPU keeps a copy of the one its query heads read (vLLM)</source>
        <translation>Le cache du cours §03, réparti par têtes clé/valeur ; avec moins de têtes que de GPU, chaque GPU garde une copie de celle que lisent ses têtes de requête (vLLM)</translation>
    </message>
    <message>
        <source>Q·Kᵀ and its product with V, 2·n²·h each per layer: the forward third of training&apos;s 12·L·h·s per token (Narayanan et al. 2021 §5.1), over the whole n × n matrix as there (a causal kernel computes about half). TTFT adds it only when the attention&apos;s FLOPs are counted</source>
        <translation>Q·Kᵀ et son produit par V, 2·n²·h chacun par couche : le tiers avant des 12·L·h·s par token de l&apos;entraînement (Narayanan et al. 2021 §5.1), sur toute la matrice n × n comme là-bas (un noyau causal en calcule environ la moitié). Le TTFT ne l&apos;ajoute que si les FLOP de l&apos;attention sont comptés</translation>
    </message>
    <message>
        <source>Course §03 (prefill), theorem 1, on t GPUs each computing 1/t and reading its share, then the layers&apos; all-reduces (Megatron-LM §3); A adds the attention&apos;s FLOPs when counted</source>
        <translation>Cours §03 (préremplissage), théorème 1, sur t GPU calculant chacun 1/t et lisant sa part, puis les all-reduce des couches (Megatron-LM §3) ; A ajoute les FLOP de l&apos;attention s&apos;ils sont comptés</translation>
    </message>
    <message>
        <source>Weight memory per GPU</source>
        <translation>Mémoire des poids par GPU</translation>
    </message>
    <message>
        <source>KV cache per GPU</source>
        <translation>Cache KV par GPU</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces per decode step</source>
        <translation>All-reduce du parallélisme de tenseurs par étape de décodage</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces of the prefill</source>
        <translation>All-reduce du parallélisme de tenseurs au préremplissage</translation>
    </message>
    <message>
        <source>Attention FLOPs of one prompt&apos;s prefill</source>
        <translation>FLOP de l&apos;attention au préremplissage d&apos;un prompt</translation>
    </message>
    <message>
        <source>Model copies for the target load</source>
        <translation>Copies du modèle pour la charge visée</translation>
    </message>
    <message>
        <source>One layer&apos;s operators in a decode step: QKV, QKᵀ, ×V, O, FFN, norms</source>
        <translation>Les opérateurs d&apos;une couche pour un pas de décodage : QKV, QKᵀ, ×V, O, FFN, normalisations</translation>
    </message>
    <message>
        <source>The output head, d × V, once per step</source>
        <translation>La tête de sortie, d × V, une fois par pas</translation>
    </message>
    <message>
        <source>Theorem 1&apos;s decode point itemised by operator (Yuan et al. 2024, LLM-Viewer, arXiv 2402.16363; Williams et al. 2009). Against 2·N·B it lacks the input embedding&apos;s V·d (a lookup, no product) and adds the attention&apos;s 4·L·B·a·d_k·s and the norms: −1.6 % for Llama 3 8B at B = 1 and s = 1 500</source>
        <translation>Le point de décodage du théorème 1 détaillé par opérateur (Yuan et al. 2024, LLM-Viewer, arXiv 2402.16363 ; Williams et al. 2009). Face à 2·N·B, il lui manque l&apos;embedding d&apos;entrée V·d (une lecture de table, pas un produit) et il ajoute les 4·L·B·a·d_k·s de l&apos;attention et les normalisations : −1,6 % pour Llama 3 8B à B = 1 et s = 1 500</translation>
    </message>
    <message>
        <source>Decode step, sum of the operators&apos; FLOPs</source>
        <translation>Pas de décodage, somme des FLOP des opérateurs</translation>
    </message>
    <message>
        <source>Decode step, sum of the operators&apos; bytes</source>
        <translation>Pas de décodage, somme des octets des opérateurs</translation>
    </message>
    <message>
        <source>Course §02: 6N FLOPs per token, the global batch split over the n = TP × PP × DP GPUs</source>
        <translation>Cours §02 : 6N FLOP par token, le lot global réparti sur les n = TP × PP × DP GPU</translation>
    </message>
    <message>
        <source>Data-parallel degree DP (n = TP × PP × DP)</source>
        <translation>Degré de parallélisme de données DP (n = TP × PP × DP)</translation>
    </message>
    <message>
        <source>Inter-node bandwidth per GPU and direction (InfiniBand): the data-parallel group spans nodes</source>
        <translation>Bande passante inter-nœuds par GPU et par sens (InfiniBand) : le groupe de parallélisme de données s’étend sur plusieurs nœuds</translation>
    </message>
    <message>
        <source>Latency per collective step</source>
        <translation>Latence par étape de collective</translation>
    </message>
    <message>
        <source>Compute per step on each GPU: F·T/(n·P·MFU)·(1 + r)/3 (F = 6·N_act unless recomputation or attention FLOPs are counted)</source>
        <translation>Calcul par pas sur chaque GPU : F·T/(n·P·MFU)·(1 + r)/3 (F = 6·N_act sauf si le recalcul ou les FLOP de l’attention sont comptés)</translation>
    </message>
    <message>
        <source>Pipeline bubble: t_c·φ/(1 − φ), φ the schedule&apos;s idle fraction</source>
        <translation>Bulle du pipeline : t_c·φ/(1 − φ), φ la part d’inactivité du schéma</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces (4 per layer and micro-batch)</source>
        <translation>All-reduce du parallélisme de tenseur (4 par couche et par micro-lot)</translation>
    </message>
    <message>
        <source>Activations and gradients sent between pipeline stages</source>
        <translation>Activations et gradients envoyés entre étages du pipeline</translation>
    </message>
    <message>
        <source>Data-parallel collective not hidden by the backward pass</source>
        <translation>Collective du parallélisme de données non masquée par la passe arrière</translation>
    </message>
    <message>
        <source>Course §02 (compute, all-reduce, theorem 3&apos;s bubble) on the one cluster n = TP × PP × DP; Narayanan et al., SC 2021 §2–3; the step chart and the Gantt (its blocks are t_c + t_bubble)</source>
        <translation>Cours §02 (calcul, all-reduce, bulle du théorème 3) sur la seule grappe n = TP × PP × DP ; Narayanan et al., SC 2021 §2–3 ; le graphique du pas et le Gantt (ses blocs valent t_c + t_bubble)</translation>
    </message>
    <message>
        <source>Training step time</source>
        <translation>Durée d’un pas d’entraînement</translation>
    </message>
    <message>
        <source>Course §02 (E = t_compute / (t_compute + t_comm)), on the step of the one cluster TP × PP × DP, as the step chart shows it</source>
        <translation>Cours §02 (E = t_compute / (t_compute + t_comm)), sur le pas de la seule grappe TP × PP × DP, tel que le montre le graphique du pas</translation>
    </message>
    <message>
        <source>Step efficiency</source>
        <translation>Efficacité du pas</translation>
    </message>
    <message>
        <source>GPUs per model copy (serving tensor parallelism)</source>
        <translation>GPU par copie du modèle (parallélisme de tenseurs en service)</translation>
    </message>
    <message>
        <source>Course §05, a copy of the model on t GPUs (serving tensor parallelism): its batch B_c and latency t_c, t times the GPU-hours</source>
        <translation>Cours §05, une copie du modèle sur t GPU (parallélisme de tenseurs en service) : son lot B_c et sa latence t_c, t fois les heures GPU</translation>
    </message>
    <message>
        <source>On-premise model copies</source>
        <translation>Copies du modèle on-premise</translation>
    </message>
    <message>
        <source>Share of the peak FLOP/s reached when serving (compute)</source>
        <translation>Part du pic de FLOP/s atteinte en service (calcul)</translation>
    </message>
    <message>
        <source>Share of the memory bandwidth reached when serving</source>
        <translation>Part de la bande passante mémoire atteinte en service</translation>
    </message>
    <message>
        <source>Attention FLOPs of one generated token over its context, 4·L·h·(n_prompt + n_out) when counted, else 0</source>
        <translation>FLOP de l&apos;attention d&apos;un token généré sur son contexte, 4·L·h·(n_prompt + n_out) s&apos;ils sont comptés, sinon 0</translation>
    </message>
    <message>
        <source>A generated token&apos;s query against the ctx cached keys (Q·Kᵀ) and the weights times the ctx values, 2·h·ctx each per layer: twice Kaplan et al. 2020 Table 1&apos;s &quot;Attention: Mask&quot; 2·n_layer·n_ctx·d_attn, which counts Q·Kᵀ only. At the course&apos;s 8B and ctx 8 192: 4.3 GFLOP, +27 % on 2N = 16 GFLOP. TPOT adds it only when the attention&apos;s FLOPs are counted; its KV cache is read in every case</source>
        <translation>La requête d&apos;un token généré face aux ctx clés en cache (Q·Kᵀ) et les poids multipliés par les ctx valeurs, 2·h·ctx chacun par couche : le double du « Attention: Mask » 2·n_layer·n_ctx·d_attn du tableau 1 de Kaplan et al. 2020, qui ne compte que Q·Kᵀ. Pour le 8B du cours à ctx 8 192 : 4,3 GFLOP, +27 % sur 2N = 16 GFLOP. Le TPOT ne l&apos;ajoute que si les FLOP de l&apos;attention sont comptés ; son cache KV est lu dans tous les cas</translation>
    </message>
    <message>
        <source>FLOPs of the weights per token, 2·N_act</source>
        <translation>FLOP des poids par token, 2·N_act</translation>
    </message>
    <message>
        <source>Course §03: P = 990e12 * 0.6, the FLOP term of TTFT and TPOT (the compute-bound prefill)</source>
        <translation>Cours §03 : P = 990e12 * 0.6, le terme de FLOP du TTFT et du TPOT (le préremplissage, limité par le calcul)</translation>
    </message>
    <message>
        <source>The bytes&apos; term of TTFT and TPOT (the memory-bound decode). The course&apos;s code reads at the datasheet&apos;s BW = 3.35e12, η_bw = 1; Pope et al. 2022 §2 measure FLOP and memory-bandwidth utilisation apart</source>
        <translation>Le terme des octets du TTFT et du TPOT (le décodage, limité par la mémoire). Le code du cours lit à la bande passante de la fiche, BW = 3.35e12, η_bw = 1 ; Pope et al. 2022 §2 mesurent à part l&apos;utilisation des FLOP et celle de la bande passante mémoire</translation>
    </message>
    <message>
        <source>Course §03 (decode, memory-bound), theorem 4, each of the t GPUs reading its 1/t of the weights and its KV heads, then two all-reduces per layer (Megatron-LM §3); A_tok adds the attention&apos;s FLOPs over the context when counted</source>
        <translation>Cours §03 (décodage, limité par la mémoire), théorème 4, chacun des t GPU lisant son 1/t des poids et ses têtes KV, puis deux all-reduce par couche (Megatron-LM §3) ; A_tok ajoute les FLOP de l&apos;attention sur le contexte s&apos;ils sont comptés</translation>
    </message>
    <message>
        <source>Peak FLOP/s reached when serving</source>
        <translation>FLOP/s atteints en service</translation>
    </message>
    <message>
        <source>Memory bandwidth reached when serving</source>
        <translation>Bande passante mémoire atteinte en service</translation>
    </message>
    <message>
        <source>Attention FLOPs of one generated token</source>
        <translation>FLOP de l&apos;attention d&apos;un token généré</translation>
    </message>
    <message>
        <source>Bytes per parameter: weights + gradients + K</source>
        <translation>Octets par paramètre : poids + gradients + K</translation>
    </message>
    <message>
        <source>Bytes of each working weight</source>
        <translation>Octets de chaque poids de travail</translation>
    </message>
    <message>
        <source>Bytes of each gradient</source>
        <translation>Octets de chaque gradient</translation>
    </message>
    <message>
        <source>Optimizer states per parameter: master copy + Adam&apos;s two moments (ZeRO&apos;s K)</source>
        <translation>États de l&apos;optimiseur par paramètre : copie maîtresse + les deux moments d&apos;Adam (le K de ZeRO)</translation>
    </message>
    <message>
        <source>Course §01 and exercise 2 (16 bytes per parameter, t = p = 1); Megatron-LM (Narayanan et al., SC 2021 §2): each GPU holds the layers of its t·p split; ZeRO (Rajbhandari et al., SC 2020 §5) then shards over the d data-parallel replicas</source>
        <translation>Cours §01 et exercice 2 (16 octets par paramètre, t = p = 1) ; Megatron-LM (Narayanan et al., SC 2021 §2) : chaque GPU porte les couches de sa part du découpage t·p ; ZeRO (Rajbhandari et al., SC 2020 §5) partitionne ensuite sur les d répliques du parallélisme de données</translation>
    </message>
    <message>
        <source>Bytes of each master weight (0 without a master copy)</source>
        <translation>Octets de chaque poids maître (0 sans copie maîtresse)</translation>
    </message>
    <message>
        <source>Bytes of each of Adam&apos;s two moments</source>
        <translation>Octets de chacun des deux moments d&apos;Adam</translation>
    </message>
    <message>
        <source>Course §01 (2 + 4 + 4 + 4 + 2 = 16 bytes with Adam in mixed precision); 8-bit Adam: Dettmers et al., ICLR 2022 (its block scales, 0.2 %, left out)</source>
        <translation>Cours §01 (2 + 4 + 4 + 4 + 2 = 16 octets avec Adam en précision mixte) ; Adam 8 bits : Dettmers et al., ICLR 2022 (ses facteurs d&apos;échelle par bloc, 0,2 %, sont omis)</translation>
    </message>
    <message>
        <source>Course exercise 2 (gpus_necessaires, which tries 1 … 64, t = p = 1); the explorer keeps the cluster&apos;s t·p and doubles d up to 16 384 GPUs, none when they do not suffice</source>
        <translation>Exercice 2 du cours (gpus_necessaires, qui essaie 1 … 64, t = p = 1) ; l&apos;explorateur garde le t·p du cluster et double d jusqu&apos;à 16 384 GPU, aucun quand cela ne suffit pas</translation>
    </message>
    <message>
        <source>Training bytes per parameter</source>
        <translation>Octets par paramètre à l&apos;entraînement</translation>
    </message>
    <message>
        <source>Course §05, each copy of the model on t GPUs (serving tensor parallelism), drawing t times the power entered</source>
        <translation>Cours §05, chaque copie du modèle sur t GPU (parallélisme de tenseurs en service), consommant t fois la puissance saisie</translation>
    </message>
    <message>
        <source>Parameters each data-parallel rank holds: N/(TP·PP), the adapters for LoRA</source>
        <translation>Paramètres que tient chaque rang du parallélisme de données : N/(TP·PP), les adaptateurs pour LoRA</translation>
    </message>
    <message>
        <source>Bytes per gradient value (training.gradient_precision; 2 in bf16)</source>
        <translation>Octets par valeur de gradient (training.gradient_precision ; 2 en bf16)</translation>
    </message>
    <message>
        <source>Course §02, theorem 2 and exercise 3 (ring all-reduce of S = 2N bytes in bf16 with a latency α per step), over the data-parallel group</source>
        <translation>Cours §02, théorème 2 et exercice 3 (all-reduce en anneau de S = 2N octets en bf16 avec une latence α par étape), sur le groupe de parallélisme de données</translation>
    </message>
    <message>
        <source>Bytes per parameter value (training.weight_precision; 2 in bf16)</source>
        <translation>Octets par valeur de paramètre (training.weight_precision ; 2 en bf16)</translation>
    </message>
    <message>
        <source>Weights, activations in and out and the KV cache each operator moves (Yuan et al. 2024). Against theorem 1&apos;s N·b it lacks the input embedding (only B of its V rows are read) and adds the KV cache read, 2·L·B·a_kv·d_k·s values, and the activations: −5.2 % for Llama 3 8B at B = 1 and s = 1 500</source>
        <translation>Poids, activations en entrée et en sortie et cache KV que déplace chaque opérateur (Yuan et al. 2024). Face au N·b du théorème 1, il lui manque l&apos;embedding d&apos;entrée (seules B de ses V lignes sont lues) et il ajoute la lecture du cache KV, 2·L·B·a_kv·d_k·s valeurs, et les activations : −5,2&#xa0;% pour Llama 3 8B à B = 1 et s = 1 500</translation>
    </message>
    <message>
        <source>Course §02: bf16 weights, fp32 master weights and Adam&apos;s two moments, 14 bytes per parameter; the gradients are not saved</source>
        <translation>Cours §02 : poids bf16, copie maîtresse fp32 et les deux moments d’Adam, 14 octets par paramètre ; les gradients ne sont pas sauvegardés</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>change of “%1”</source>
        <translation>modification de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>change of %n inputs</source>
        <translation>
            <numerusform>modification de %n entrée</numerusform>
            <numerusform>modification de %n entrées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>a directory</source>
        <translation>un répertoire</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>un tube nommé (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <source> (%1 characters)</source>
        <translation> (%1 caractères)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; refused: %2</source>
        <translation>&quot;%1&quot; refusé&#xa0;: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>aucun nom de fichier donné</translation>
    </message>
    <message>
        <source>%1, not a regular file</source>
        <translation>%1, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>plus de %1 octets</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <source>Roofline of this computer (lab)</source>
        <translation>Roofline de cet ordinateur (TP)</translation>
    </message>
    <message>
        <source>Operation run here</source>
        <translation>Opération exécutée ici</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>Intensité</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Model: min(P, I·β)</source>
        <translation>Modèle : min(P,&#xa0;I·β)</translation>
    </message>
    <message>
        <source>Model&apos;s error</source>
        <translation>Écart du modèle</translation>
    </message>
    <message>
        <source>Serving table: the model against the measurements (lab)</source>
        <translation>Tableau de service : le modèle face aux mesures (TP)</translation>
    </message>
    <message>
        <source>Points read from %1, each set beside the model at its own batch, prompt and output tokens (serving) or intensity (roofline); error = (model − measured) / measured.</source>
        <translation>Points lus dans %1, chacun placé à côté du modèle à son lot, ses tokens de prompt et de sortie (service) ou son intensité (roofline) ; écart = (modèle − mesure) / mesure.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>option, its total</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>For %1 requests a day of %2 + %3 tokens over %4 years, the cheapest option is %5: %6 in total (%7).</source>
        <translation>Pour %1 requêtes par jour de %2 + %3 tokens sur %4 ans, l&apos;option la moins chère est %5 : %6 au total (%7).</translation>
    </message>
    <message>
        <source>Costed recommendation (course section 05)</source>
        <translation>Recommandation chiffrée (section 05 du cours)</translation>
    </message>
    <message>
        <source>%1 (%2), measured on %3: peak P = %4 (the best fp32 rate measured, reached by %7), bandwidth β = %5 (best of the copy and the triad), ridge point I* = P/β = %6. The roofline chart draws it dashed beside the devices&apos; roofs, with the operations run here; the sweep chart shows every size measured.</source>
        <translation>%1 (%2), mesuré le %3 : pic P = %4 (le meilleur débit fp32 mesuré, atteint par %7), bande passante β = %5 (meilleure de la copie et de la triade), point d&apos;équilibre I* = P/β = %6. Le graphique roofline le trace en tirets à côté des toits des appareils, avec les opérations exécutées ici ; le graphique du balayage montre chaque taille mesurée.</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>expected a positive number</source>
        <translation>un nombre positif est attendu</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>un texte est attendu</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 est attendu</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(absente)</translation>
    </message>
    <message>
        <source>%1: key &quot;%2&quot;: value %3: %4</source>
        <translation>%1 : clé &quot;%2&quot; : valeur %3 : %4</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>un tableau est attendu</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>ce n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>expected 1</source>
        <translation>1 est attendu</translation>
    </message>
    <message>
        <source>measurement: no fp32 product or no bandwidth test</source>
        <translation>mesure&#xa0;: aucun produit fp32 ou aucun test de débit</translation>
    </message>
</context>
<context>
    <name>MeasurementTable</name>
    <message>
        <source>Measurements against the model (error = (model − measured) / measured):</source>
        <translation>Mesures face au modèle (écart = (modèle − mesure) / mesure) :</translation>
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
        <translation>Débit</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bande passante</translation>
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
        <translation>produit matriciel n = %1, %2</translation>
    </message>
    <message>
        <source>kernel, %1</source>
        <translation>noyau, %1</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copie</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grandeur</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Model&apos;s error</source>
        <translation>Écart du modèle</translation>
    </message>
    <message>
        <source>Share of the peak that makes the model&apos;s TTFT agree with the measurements: %1 (the scenario&apos;s serving efficiency: %2)</source>
        <translation>Part du pic qui accorde le TTFT du modèle aux mesures : %1 (efficacité de service du scénario : %2)</translation>
    </message>
    <message>
        <source>Share of the bandwidth that makes the model&apos;s TPOT agree with the measurements: %1 (the model reads at the full bandwidth)</source>
        <translation>Part de la bande passante qui accorde le TPOT du modèle aux mesures : %1 (le modèle lit à pleine bande passante)</translation>
    </message>
    <message>
        <source>Dense layer</source>
        <translation>Couche dense</translation>
    </message>
    <message>
        <source>3×3 convolution</source>
        <translation>Convolution 3×3</translation>
    </message>
    <message>
        <source>Attention (one head)</source>
        <translation>Attention (une tête)</translation>
    </message>
    <message>
        <source>LLM decoding, batch 1</source>
        <translation>Décodage LLM, lot 1</translation>
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
        <translation>Décodage</translation>
    </message>
    <message>
        <source>Roofline rows against the roofline of %1: P = %2, β = %3.</source>
        <translation>Lignes roofline comparées au roofline de %1&#xa0;: P = %2, β = %3.</translation>
    </message>
    <message>
        <source>%1, %2 + %3 tokens</source>
        <translation>%1, %2 + %3 tokens</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>médiane %1</translation>
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
        <source>B = %1 (≈ %2 in flight, Little&apos;s law)</source>
        <translation>B = %1 (≈ %2 requêtes en cours, loi de Little)</translation>
    </message>
    <message>
        <source>Median · p99</source>
        <translation>Médiane · p99</translation>
    </message>
    <message>
        <source>the %1 × %1 product on all cores</source>
        <translation>le produit %1 × %1 sur tous les cœurs</translation>
    </message>
    <message>
        <source>the %1 × %1 product on one core</source>
        <translation>le produit %1 × %1 sur un cœur</translation>
    </message>
    <message>
        <source>The best product on all cores reached only %1, against %2 for %3: an all-core product waits for its slowest thread, whose core the machine&apos;s other work shares, and at small sizes starting the threads costs more than the product. The roof is the best rate measured, so that no point stands above it.</source>
        <translation>Le meilleur produit sur tous les cœurs n&apos;a atteint que %1, contre %2 pour %3&#xa0;: un produit sur tous les cœurs attend son fil le plus lent, dont le cœur est partagé avec les autres travaux de la machine, et aux petites tailles lancer les fils coûte plus que le produit. Le toit est le meilleur débit mesuré, pour qu&apos;aucun point ne se trouve au-dessus.</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <comment>roofline row&apos;s inputs, the device it was measured on</comment>
        <translation>%1, sur %2</translation>
    </message>
    <message>
        <source>Rows measured on %1 (device column) against its roofline: P = %2, β = %3.</source>
        <translation>Lignes mesurées sur %1 (colonne device) comparées à son roofline&#xa0;: P = %2, β = %3.</translation>
    </message>
</context>
<context>
    <name>Measurements</name>
    <message>
        <source>%1: %2 refused: %3</source>
        <translation>%1 : %2 refusé : %3</translation>
    </message>
    <message>
        <source>%1: %2: value &quot;%3&quot; refused: %4</source>
        <translation>%1 : %2 : valeur &quot;%3&quot; refusée : %4</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>ce n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>négatif</translation>
    </message>
    <message>
        <source>must be positive (at least 1e-12)</source>
        <translation>doit être positif (au moins 1e-12)</translation>
    </message>
    <message>
        <source>larger than 1e15</source>
        <translation>supérieur à 1e15</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>ce n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;</source>
        <translation>champ &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: the file is empty: expected a vLLM benchmark result, an Ollama answer (JSON) or a CSV table</source>
        <translation>%1 : le fichier est vide : résultat de benchmark vLLM, réponse d&apos;Ollama (JSON) ou tableau CSV attendu</translation>
    </message>
    <message>
        <source>%1: no measurement in the file</source>
        <translation>%1 : aucune mesure dans le fichier</translation>
    </message>
    <message>
        <source>%1: line %2: a quoted cell is not closed</source>
        <translation>%1 : ligne %2 : une cellule entre guillemets n&apos;est pas fermée</translation>
    </message>
    <message>
        <source>line %1, column &quot;%2&quot;</source>
        <translation>ligne %1, colonne &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 ligne %2</translation>
    </message>
    <message>
        <source>a serving row needs ttft_s, tpot_s or tokens_per_s</source>
        <translation>une ligne de service demande ttft_s, tpot_s ou tokens_per_s</translation>
    </message>
    <message>
        <source>%1: no header line</source>
        <translation>%1 : pas de ligne d&apos;en-tête</translation>
    </message>
    <message>
        <source>line %1, header</source>
        <translation>ligne %1, en-tête</translation>
    </message>
    <message>
        <source>unknown column (expected %1)</source>
        <translation>colonne inconnue (attendu : %1)</translation>
    </message>
    <message>
        <source>column named twice</source>
        <translation>colonne nommée deux fois</translation>
    </message>
    <message>
        <source>%1: line %2: %3 cells where the header names %4 columns</source>
        <translation>%1 : ligne %2 : %3 cellules alors que l&apos;en-tête nomme %4 colonnes</translation>
    </message>
    <message>
        <source>the line has no measurement</source>
        <translation>la ligne n&apos;a aucune mesure</translation>
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
        <translation>objet JSON attendu</translation>
    </message>
    <message>
        <source>%1: %2neither a vLLM benchmark result (no field &quot;completed&quot;) nor an Ollama answer (no field &quot;eval_count&quot;)</source>
        <translation>%1 : %2ni un résultat de benchmark vLLM (pas de champ &quot;completed&quot;) ni une réponse d&apos;Ollama (pas de champ &quot;eval_count&quot;)</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1 : JSON invalide à l&apos;octet %2 : %3</translation>
    </message>
    <message>
        <source>%1: %2: value %3 refused: %4</source>
        <translation>%1 : %2 : valeur %3 refusée : %4</translation>
    </message>
    <message>
        <source>a decimal point, where the header&apos;s semicolons call for a decimal comma</source>
        <translation>un point décimal, alors que les points-virgules de l&apos;en-tête appellent une virgule décimale</translation>
    </message>
    <message>
        <source>%1: line %2: %3 cells where the header names %4 columns: the line is separated by &apos;%5&apos; where the header is by &apos;%6&apos;</source>
        <translation>%1 : ligne %2 : %3 cellules alors que l&apos;en-tête nomme %4 colonnes : la ligne est séparée par « %5 », l&apos;en-tête par « %6 »</translation>
    </message>
    <message>
        <source>missing: a run at a finite request_rate without max_concurrency needs it, or mean_ttft_ms and mean_tpot_ms, to estimate its batch by Little&apos;s law</source>
        <translation>absent : une mesure à request_rate fini sans max_concurrency en a besoin, ou de mean_ttft_ms et mean_tpot_ms, pour estimer son lot par la loi de Little</translation>
    </message>
    <message>
        <source>not a serving quantity (expected ttft_s, tpot_s or tokens_per_s)</source>
        <translation>pas une grandeur de service (attendu : ttft_s, tpot_s ou tokens_per_s)</translation>
    </message>
    <message>
        <source>the run already has this quantity on the line before</source>
        <translation>l&apos;exécution a déjà cette grandeur à la ligne précédente</translation>
    </message>
    <message>
        <source>unknown kind (expected serving, matmul, kernel or copy)</source>
        <translation>type inconnu (attendu : serving, matmul, kernel ou copy)</translation>
    </message>
    <message>
        <source>a serving row is compared on the scenario&apos;s device; the device column names the device of a roofline row</source>
        <translation>une ligne d&apos;inférence est comparée sur l&apos;appareil du scénario&#xa0;; la colonne device nomme l&apos;appareil d&apos;une ligne roofline</translation>
    </message>
    <message>
        <source>this computer has not been measured yet, so it has no roof to compare with (run infralab measure, or Tools ▸ Measure this computer…, first)</source>
        <translation>cet ordinateur n&apos;a pas encore été mesuré, il n&apos;a donc pas de toit auquel comparer (lancez d&apos;abord infralab measure, ou Outils ▸ Mesurer cet ordinateur…)</translation>
    </message>
    <message>
        <source>unknown device (known: %1)</source>
        <translation>appareil inconnu (connus&#xa0;: %1)</translation>
    </message>
    <message>
        <source>%1: byte %2 is a NUL byte: not a text file (a binary file, or text saved as UTF-16); expected a vLLM benchmark result, an Ollama answer (JSON) or a CSV table, saved as UTF-8</source>
        <translation>%1 : l&apos;octet %2 est un octet NUL : ce n&apos;est pas un fichier texte (un fichier binaire, ou un texte enregistré en UTF-16) ; résultat de benchmark vLLM, réponse d&apos;Ollama (JSON) ou tableau CSV attendu, enregistré en UTF-8</translation>
    </message>
    <message>
        <source>not a whole number of sequences</source>
        <translation>pas un nombre entier de séquences</translation>
    </message>
</context>
<context>
    <name>OperationSizes</name>
    <message>
        <source>Dense layer: tokens in the batch</source>
        <translation>Couche dense : tokens du lot</translation>
    </message>
    <message>
        <source>Dense layer and decoding: width d</source>
        <translation>Couche dense et décodage : largeur d</translation>
    </message>
    <message>
        <source>Convolution: image side H = W</source>
        <translation>Convolution : côté de l&apos;image H = W</translation>
    </message>
    <message>
        <source>Convolution: channels in and out</source>
        <translation>Convolution : canaux en entrée et en sortie</translation>
    </message>
    <message>
        <source>Attention: sequence length n</source>
        <translation>Attention : longueur de séquence n</translation>
    </message>
    <message>
        <source>Attention: head dimension d_k</source>
        <translation>Attention : dimension de tête d_k</translation>
    </message>
    <message>
        <source>size &quot;%1&quot; refused: expected NAME=VALUE with NAME one of %2</source>
        <translation>taille « %1 » refusée : attendu NOM=VALEUR avec NOM parmi %2</translation>
    </message>
    <message>
        <source>size %1: value &quot;%2&quot; refused: expected a whole number from %3 to %4, in digits only</source>
        <translation>taille %1&#xa0;: valeur «&#xa0;%2&#xa0;» refusée&#xa0;: attendu un nombre entier de %3 à %4, en chiffres seulement</translation>
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
        <translation>routeur</translation>
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
        <translation>normes</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
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
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Stockage objet</translation>
    </message>
    <message>
        <source>Raw data, versioned datasets, artefacts, checkpoints</source>
        <translation>Données brutes, jeux versionnés, artefacts, checkpoints</translation>
    </message>
    <message>
        <source>MinIO, S3, GCS; Parquet/Arrow, WebDataset, Zarr formats</source>
        <translation>MinIO, S3, GCS ; formats Parquet/Arrow, WebDataset, Zarr</translation>
    </message>
    <message>
        <source>Read throughput for training (≥ 1 GB/s per GPU); lifecycle and cost</source>
        <translation>Débit de lecture pour l’entraînement (≥ 1 Go/s par GPU) ; cycle de vie et coût</translation>
    </message>
    <message>
        <source>Data versioning</source>
        <translation>Versionnage des données</translation>
    </message>
    <message>
        <source>Reproducibility, lineage</source>
        <translation>Reproductibilité, lignage</translation>
    </message>
    <message>
        <source>DVC, LakeFS, Delta Lake, catalogues (DataHub)</source>
        <translation>DVC, LakeFS, Delta Lake, catalogues (DataHub)</translation>
    </message>
    <message>
        <source>Dataset hashes; who may read what</source>
        <translation>Hash des jeux ; qui a le droit de lire quoi</translation>
    </message>
    <message>
        <source>Orchestration</source>
        <translation>Orchestration</translation>
    </message>
    <message>
        <source>Pipelines (ingestion → features → training → evaluation → deployment)</source>
        <translation>Pipelines (ingestion → features → entraînement → évaluation → déploiement)</translation>
    </message>
    <message>
        <source>Airflow, Dagster, Kubeflow, Prefect, Argo</source>
        <translation>Airflow, Dagster, Kubeflow, Prefect, Argo</translation>
    </message>
    <message>
        <source>Idempotence, recovery from errors, scheduling</source>
        <translation>Idempotence, reprise sur erreur, planification</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>GPU cluster, queues, isolation</source>
        <translation>Cluster GPU, files d’attente, isolation</translation>
    </message>
    <message>
        <source>Kubernetes + operators, Slurm (HPC), Ray</source>
        <translation>Kubernetes + opérateurs, Slurm (HPC), Ray</translation>
    </message>
    <message>
        <source>Real utilisation of the GPUs (often &lt; 30 %); quotas</source>
        <translation>Utilisation réelle des GPU (souvent &lt; 30 %) ; quotas</translation>
    </message>
    <message>
        <source>Frameworks, mixed precision, parallelisms</source>
        <translation>Frameworks, précision mixte, parallélismes</translation>
    </message>
    <message>
        <source>PyTorch (FSDP, DDP), DeepSpeed, Megatron, JAX; HF Accelerate/TRL</source>
        <translation>PyTorch (FSDP, DDP), DeepSpeed, Megatron, JAX ; HF Accelerate/TRL</translation>
    </message>
    <message>
        <source>Frequent checkpoints; recovery; determinism</source>
        <translation>Checkpoints fréquents ; reprise ; déterminisme</translation>
    </message>
    <message>
        <source>Experiment tracking</source>
        <translation>Suivi d’expériences</translation>
    </message>
    <message>
        <source>Hyperparameters, metrics, artefacts</source>
        <translation>Hyperparamètres, métriques, artefacts</translation>
    </message>
    <message>
        <source>MLflow, Weights &amp; Biases, TensorBoard</source>
        <translation>MLflow, Weights &amp; Biases, TensorBoard</translation>
    </message>
    <message>
        <source>Log everything (L24); link commit ↔ model</source>
        <translation>Tout journaliser (L24) ; lien commit ↔ modèle</translation>
    </message>
    <message>
        <source>Model registry</source>
        <translation>Registre de modèles</translation>
    </message>
    <message>
        <source>Versions, metadata, stages (staging/prod), model cards</source>
        <translation>Versions, métadonnées, stades (staging/prod), cartes de modèle</translation>
    </message>
    <message>
        <source>MLflow Registry, HF Hub, Vertex/SageMaker Registry</source>
        <translation>MLflow Registry, HF Hub, Vertex/SageMaker Registry</translation>
    </message>
    <message>
        <source>Signed artefacts; provenance</source>
        <translation>Signature des artefacts ; provenance</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servir</translation>
    </message>
    <message>
        <source>API, batching, autoscaling, canary</source>
        <translation>API, lots, autoscaling, canary</translation>
    </message>
    <message>
        <source>vLLM, TGI, Triton, TorchServe, BentoML, KServe; ONNX Runtime, TensorRT</source>
        <translation>vLLM, TGI, Triton, TorchServe, BentoML, KServe ; ONNX Runtime, TensorRT</translation>
    </message>
    <message>
        <source>p95 SLO; fallback; versions compared in production</source>
        <translation>SLO p95 ; repli ; versions comparées en production</translation>
    </message>
    <message>
        <source>Compilation / optimisation</source>
        <translation>Compilation / optimisation</translation>
    </message>
    <message>
        <source>Kernel fusion, graphs, quantisation</source>
        <translation>Fusion de noyaux, graphes, quantification</translation>
    </message>
    <message>
        <source>torch.compile, TensorRT-LLM, ONNX, OpenVINO, TVM; llama.cpp (edge)</source>
        <translation>torch.compile, TensorRT-LLM, ONNX, OpenVINO, TVM ; llama.cpp (edge)</translation>
    </message>
    <message>
        <source>Gains of 1.5–4×; check accuracy afterwards</source>
        <translation>Gains 1,5–4× ; vérifier l’exactitude après</translation>
    </message>
    <message>
        <source>Observability</source>
        <translation>Observabilité</translation>
    </message>
    <message>
        <source>System and model metrics, traces, logs</source>
        <translation>Métriques système et modèle, traces, journaux</translation>
    </message>
    <message>
        <source>Prometheus, Grafana, OpenTelemetry; Evidently, Arize, Langfuse (LLM)</source>
        <translation>Prometheus, Grafana, OpenTelemetry ; Evidently, Arize, Langfuse (LLM)</translation>
    </message>
    <message>
        <source>Drift of the data and the outputs (L35); cost per request</source>
        <translation>Dérive des données et des sorties (L35) ; coût par requête</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Sécurité</translation>
    </message>
    <message>
        <source>Secrets, access, network, compliance</source>
        <translation>Secrets, accès, réseau, conformité</translation>
    </message>
    <message>
        <source>Vault, IAM, VPC; encryption at rest and in transit</source>
        <translation>Vault, IAM, VPC ; chiffrement au repos et en transit</translation>
    </message>
    <message>
        <source>Personal data, GDPR; models are assets to protect</source>
        <translation>Données personnelles, RGPD ; modèles = actifs à protéger</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>InfraLab report</source>
        <translation>Rapport InfraLab</translation>
    </message>
    <message>
        <source>Inputs changed from the course</source>
        <translation>Entrées modifiées par rapport au cours</translation>
    </message>
    <message>
        <source>None: every input has the value of the course&apos;s worked examples.</source>
        <translation>Aucune : chaque entrée a la valeur des exemples chiffrés du cours.</translation>
    </message>
    <message>
        <source>All inputs</source>
        <translation>Toutes les entrées</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Figure %1 (%2): %3</source>
        <translation>Figure %1 (%2) : %3</translation>
    </message>
    <message>
        <source>Serving table (course section 03)</source>
        <translation>Tableau de service (section 03 du cours)</translation>
    </message>
    <message>
        <source>%1 at %2 per hour, %3 prompt tokens and %4 output tokens per request. The scenario&apos;s batch is in bold.</source>
        <translation>%1 à %2 de l&apos;heure, %3 tokens de prompt et %4 tokens de sortie par requête. Le lot du scénario est en gras.</translation>
    </message>
    <message>
        <source>Figures and formulas</source>
        <translation>Chiffres et formules</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>InfraLab report · %1</source>
        <translation>Rapport InfraLab · %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>date at time</comment>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>l&apos;écriture du PDF n&apos;a pas pu commencer</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>le PDF n&apos;a pas pu être terminé</translation>
    </message>
    <message>
        <source>“Pinned” is the scenario pinned for comparison; “Current” is the live one, whose inputs and charts follow. Charts draw the pinned scenario dashed or hatched beside the current one.</source>
        <translation>«&#xa0;Épinglé&#xa0;» est le scénario épinglé pour la comparaison ; «&#xa0;Actuel&#xa0;» est le scénario en cours, dont les entrées et les graphiques suivent. Les graphiques tracent le scénario épinglé en pointillés ou hachuré à côté de l&apos;actuel.</translation>
    </message>
    <message>
        <source>Inputs that differ between the pinned and the current scenario</source>
        <translation>Entrées qui diffèrent entre le scénario épinglé et l&apos;actuel</translation>
    </message>
    <message>
        <source>None: the pinned and the current scenario have the same inputs.</source>
        <translation>Aucune : le scénario épinglé et l&apos;actuel ont les mêmes entrées.</translation>
    </message>
    <message>
        <source>Headline figures, pinned against current</source>
        <translation>Chiffres clés, épinglé face à actuel</translation>
    </message>
</context>
<context>
    <name>RooflinePoints</name>
    <message>
        <source>LLM decode, batch B</source>
        <translation>Décodage LLM, lot B</translation>
    </message>
    <message>
        <source>Prefill of the prompt</source>
        <translation>Préremplissage du prompt</translation>
    </message>
    <message>
        <source>Vector × matrix (batch 1)</source>
        <translation>Vecteur × matrice (lot 1)</translation>
    </message>
    <message>
        <source>Matmul, batch 64</source>
        <translation>Produit matriciel, lot 64</translation>
    </message>
    <message>
        <source>Training, 4096 tokens</source>
        <translation>Entraînement, 4096 tokens</translation>
    </message>
    <message>
        <source>Small layer (edge)</source>
        <translation>Petite couche (edge)</translation>
    </message>
    <message>
        <source>3×3 convolution</source>
        <translation>Convolution 3×3</translation>
    </message>
    <message>
        <source>Attention (unfused)</source>
        <translation>Attention (non fusionnée)</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Registres</translation>
    </message>
    <message>
        <source>estimate: the course gives no figure</source>
        <translation>estimation : le cours ne donne pas de chiffre</translation>
    </message>
    <message>
        <source>SRAM (L1/L2)</source>
        <translation>SRAM (L1/L2)</translation>
    </message>
    <message>
        <source>tens of MB</source>
        <translation>dizaines de Mo</translation>
    </message>
    <message>
        <source>HBM/GDDR</source>
        <translation>HBM/GDDR</translation>
    </message>
    <message>
        <source>the device&apos;s memory</source>
        <translation>la mémoire du matériel</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>RAM hôte</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>To</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>local SSD</source>
        <translation>SSD local</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>400 Gbit/s InfiniBand</source>
        <translation>InfiniBand 400 Gbit/s</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Compute precision: the device&apos;s peak and the weights&apos; size</source>
        <translation>Précision de calcul : le pic du matériel et la taille des poids</translation>
    </message>
    <message>
        <source>Parameters N</source>
        <translation>Paramètres N</translation>
    </message>
    <message>
        <source>Share of parameters active per token (mixture of experts)</source>
        <translation>Part des paramètres actifs par token (mélange d&apos;experts)</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>Couches L</translation>
    </message>
    <message>
        <source>Hidden size d_model</source>
        <translation>Dimension cachée d_model</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Têtes d&apos;attention</translation>
    </message>
    <message>
        <source>Key/value heads h_kv (MHA = heads, GQA, MQA = 1)</source>
        <translation>Têtes clé/valeur h_kv (MHA = têtes, GQA, MQA = 1)</translation>
    </message>
    <message>
        <source>Head dimension d_k</source>
        <translation>Dimension par tête d_k</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for training throughput</source>
        <translation>MFU de l&apos;entraînement (fraction du pic réellement utilisée)</translation>
    </message>
    <message>
        <source>Batch B (sequences)</source>
        <translation>Lot B (séquences)</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Tokens du prompt</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Tokens de sortie</translation>
    </message>
    <message>
        <source>Usable share of the device memory</source>
        <translation>Part utilisable de la mémoire du matériel</translation>
    </message>
    <message>
        <source>Precision of the served weights</source>
        <translation>Précision des poids servis</translation>
    </message>
    <message>
        <source>Precision of the KV cache</source>
        <translation>Précision du cache KV</translation>
    </message>
    <message>
        <source>Peak request rate to serve</source>
        <translation>Débit de requêtes à servir en pointe</translation>
    </message>
    <message>
        <source>Latency objective (SLO)</source>
        <translation>Objectif de latence (SLO)</translation>
    </message>
    <message>
        <source>Capacity margin for peaks</source>
        <translation>Marge de capacité pour les pics</translation>
    </message>
    <message>
        <source>Memory strategy</source>
        <translation>Stratégie mémoire</translation>
    </message>
    <message>
        <source>Activation memory per GPU</source>
        <translation>Mémoire d&apos;activations par GPU</translation>
    </message>
    <message>
        <source>LoRA adapter parameters as a share of N</source>
        <translation>Paramètres des adaptateurs LoRA en part de N</translation>
    </message>
    <message>
        <source>Global batch in tokens per step</source>
        <translation>Lot global en tokens par pas</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Degré de parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>Pipeline stages p (pipeline-parallel degree)</source>
        <translation>Étages de pipeline p (degré de parallélisme de pipeline)</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>Degré de parallélisme de données</translation>
    </message>
    <message>
        <source>Micro-batches m</source>
        <translation>Micro-lots m</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Schéma du pipeline</translation>
    </message>
    <message>
        <source>Model chunks per stage v (interleaved schedule)</source>
        <translation>Tranches de modèle par étage v (schéma entrelacé)</translation>
    </message>
    <message>
        <source>Backward time relative to forward</source>
        <translation>Durée de la passe arrière rapportée à la passe avant</translation>
    </message>
    <message>
        <source>Intra-node bandwidth per GPU and direction (NVLink)</source>
        <translation>Bande passante intra-nœud par GPU et par sens (NVLink)</translation>
    </message>
    <message>
        <source>Inter-node bandwidth per GPU and direction (InfiniBand)</source>
        <translation>Bande passante inter-nœuds par GPU et par sens (InfiniBand)</translation>
    </message>
    <message>
        <source>Latency per collective step</source>
        <translation>Latence par étape de collective</translation>
    </message>
    <message>
        <source>Overlap communication with computation</source>
        <translation>Recouvrir la communication par le calcul</translation>
    </message>
    <message>
        <source>Serial fraction s (Amdahl)</source>
        <translation>Fraction série s (Amdahl)</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Requêtes par jour</translation>
    </message>
    <message>
        <source>Horizon in years</source>
        <translation>Horizon en années</translation>
    </message>
    <message>
        <source>API price per million input tokens</source>
        <translation>Prix de l&apos;API par million de tokens d&apos;entrée</translation>
    </message>
    <message>
        <source>API price per million output tokens</source>
        <translation>Prix de l&apos;API par million de tokens de sortie</translation>
    </message>
    <message>
        <source>Cloud GPU price per hour</source>
        <translation>Prix horaire d&apos;un GPU cloud</translation>
    </message>
    <message>
        <source>Cloud serving batch</source>
        <translation>Lot de service dans le cloud</translation>
    </message>
    <message>
        <source>Cloud request latency</source>
        <translation>Latence d&apos;une requête dans le cloud</translation>
    </message>
    <message>
        <source>Peak and warm-up factor</source>
        <translation>Facteur pour les pics et le préchauffage</translation>
    </message>
    <message>
        <source>Price of one on-premise GPU</source>
        <translation>Prix d&apos;un GPU on-premise</translation>
    </message>
    <message>
        <source>Hosting per month</source>
        <translation>Hébergement par mois</translation>
    </message>
    <message>
        <source>On-premise power draw</source>
        <translation>Consommation électrique on-premise</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Prix de l&apos;électricité</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>Indicateur d&apos;efficacité énergétique (PUE)</translation>
    </message>
    <message>
        <source>Operations staff (FTE)</source>
        <translation>Personnel d&apos;exploitation (ETP)</translation>
    </message>
    <message>
        <source>Cost of one FTE per year</source>
        <translation>Coût annuel d&apos;un ETP</translation>
    </message>
    <message>
        <source>Edge devices</source>
        <translation>Appareils edge</translation>
    </message>
    <message>
        <source>Price of one edge device</source>
        <translation>Prix d&apos;un appareil edge</translation>
    </message>
    <message>
        <source>Maintenance per edge device per year</source>
        <translation>Maintenance par appareil edge et par an</translation>
    </message>
    <message>
        <source>Carbon intensity of the electricity</source>
        <translation>Intensité carbone de l&apos;électricité</translation>
    </message>
    <message>
        <source>Power of one cloud GPU under load (estimate: H100 SXM, 700 W)</source>
        <translation>Puissance d&apos;un GPU cloud en charge (estimation : H100 SXM, 700 W)</translation>
    </message>
    <message>
        <source>Power of one edge device (Jetson Orin, 40 W)</source>
        <translation>Puissance d&apos;un appareil edge (Jetson Orin, 40 W)</translation>
    </message>
    <message>
        <source>Criterion weighed: confidentiality</source>
        <translation>Critère pris en compte : confidentialité</translation>
    </message>
    <message>
        <source>Criterion weighed: latency</source>
        <translation>Critère pris en compte : latence</translation>
    </message>
    <message>
        <source>Criterion weighed: availability (offline)</source>
        <translation>Critère pris en compte : disponibilité (hors ligne)</translation>
    </message>
    <message>
        <source>Criterion weighed: variable load</source>
        <translation>Critère pris en compte : charge variable</translation>
    </message>
    <message>
        <source>Criterion weighed: operations skills</source>
        <translation>Critère pris en compte : compétences ops</translation>
    </message>
    <message>
        <source>Criterion weighed: vendor lock-in</source>
        <translation>Critère pris en compte : dépendance à un fournisseur</translation>
    </message>
    <message>
        <source>Criterion weighed: carbon footprint</source>
        <translation>Critère pris en compte : empreinte carbone</translation>
    </message>
    <message>
        <source>Criterion weighed: regulation</source>
        <translation>Critère pris en compte : réglementation</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>Second device to compare</source>
        <translation>Second matériel à comparer</translation>
    </message>
    <message>
        <source>Model: choosing one sets its parameters, layers and heads</source>
        <translation>Modèle : en choisir un fixe ses paramètres, ses couches et ses têtes</translation>
    </message>
    <message>
        <source>Experts E per layer (mixture of experts; 1: dense)</source>
        <translation>Experts E par couche (mélange d&apos;experts&#xa0;; 1&#xa0;: dense)</translation>
    </message>
    <message>
        <source>Experts k active per token (k ≤ E)</source>
        <translation>Experts k actifs par token (k ≤ E)</translation>
    </message>
    <message>
        <source>Storage bandwidth for checkpoints</source>
        <translation>Débit du stockage pour les checkpoints</translation>
    </message>
    <message>
        <source>Mean time between failures of one GPU</source>
        <translation>Temps moyen entre pannes d’un GPU</translation>
    </message>
    <message>
        <source>Real utilisation of the GPUs</source>
        <translation>Utilisation réelle des GPU</translation>
    </message>
    <message>
        <source>Speed-up from compilation (torch.compile, TensorRT)</source>
        <translation>Accélération par la compilation (torch.compile, TensorRT)</translation>
    </message>
    <message>
        <source>Activation memory: typed in, or from the shapes</source>
        <translation>Mémoire d&apos;activations&#xa0;: saisie, ou depuis les dimensions</translation>
    </message>
    <message>
        <source>Sequence length s (tokens per sample)</source>
        <translation>Longueur de séquence s (tokens par échantillon)</translation>
    </message>
    <message>
        <source>Micro-batch size b (sequences)</source>
        <translation>Taille du micro-lot b (séquences)</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>Recalcul des activations</translation>
    </message>
    <message>
        <source>Sequence parallelism (with tensor parallelism)</source>
        <translation>Parallélisme de séquence (avec le parallélisme de tenseurs)</translation>
    </message>
    <message>
        <source>FlashAttention (no attention matrix stored)</source>
        <translation>FlashAttention (matrice d&apos;attention non stockée)</translation>
    </message>
    <message>
        <source>Training tokens for the whole run</source>
        <translation>Tokens de tout l&apos;entraînement</translation>
    </message>
    <message>
        <source>GPUs per model copy t (tensor parallelism)</source>
        <translation>GPU par copie du modèle t (parallélisme de tenseurs)</translation>
    </message>
    <message>
        <source>GPU count n = TP × PP × DP</source>
        <translation>Nombre de GPU n = TP × PP × DP</translation>
    </message>
    <message>
        <source>Free model: N follows the shapes, and the shapes N</source>
        <translation>Modèle libre : N suit les dimensions, et les dimensions N</translation>
    </message>
    <message>
        <source>Share of the peak FLOP/s reached when serving (compute)</source>
        <translation>Part du pic de FLOP/s atteinte en service (calcul)</translation>
    </message>
    <message>
        <source>Share of the memory bandwidth reached when serving</source>
        <translation>Part de la bande passante mémoire atteinte en service</translation>
    </message>
    <message>
        <source>On-premise GPUs (model copies of t GPUs each when t &gt; 1)</source>
        <translation>GPU on-premise (copies du modèle de t GPU chacune si t &gt; 1)</translation>
    </message>
    <message>
        <source>Count the attention&apos;s FLOPs (training 12·L·h·s, prefill 4·L·h·n, decode 4·L·h·ctx per token)</source>
        <translation>Compter les FLOP de l&apos;attention (entraînement 12·L·h·s, préremplissage 4·L·h·n, décodage 4·L·h·ctx par token)</translation>
    </message>
    <message>
        <source>Training precision of the weights</source>
        <translation>Précision des poids à l&apos;entraînement</translation>
    </message>
    <message>
        <source>Training precision of the gradients</source>
        <translation>Précision des gradients à l&apos;entraînement</translation>
    </message>
    <message>
        <source>Master copy of the weights</source>
        <translation>Copie maîtresse des poids</translation>
    </message>
    <message>
        <source>Precision of Adam&apos;s two moments</source>
        <translation>Précision des deux moments d&apos;Adam</translation>
    </message>
    <message>
        <source>Precision of the activations (from the shapes)</source>
        <translation>Précision des activations (depuis les formes)</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>Tient ?</translation>
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
        <translation>Débit</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>€/M tokens</source>
        <translation>€/M tokens</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sans prix</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Value (SI)</source>
        <translation>Valeur (SI)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Tient en mémoire</translation>
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
        <translation>Débit (tokens/s)</translation>
    </message>
    <message>
        <source>Latency (s)</source>
        <translation>Latence (s)</translation>
    </message>
    <message>
        <source>€ per million tokens</source>
        <translation>€ par million de tokens</translation>
    </message>
    <message>
        <source>Course default</source>
        <translation>Valeur du cours</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>Current against pinned</source>
        <translation>Actuel par rapport à épinglé</translation>
    </message>
    <message>
        <source>Current value (SI)</source>
        <translation>Valeur actuelle (SI)</translation>
    </message>
    <message>
        <source>Pinned value (SI)</source>
        <translation>Valeur épinglée (SI)</translation>
    </message>
    <message>
        <source>Change, current against pinned</source>
        <translation>Variation, actuel par rapport à épinglé</translation>
    </message>
    <message>
        <source>Current value</source>
        <translation>Valeur actuelle</translation>
    </message>
    <message>
        <source>Pinned value</source>
        <translation>Valeur épinglée</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>01 / Hardware</source>
        <translation>01 / Matériel</translation>
    </message>
    <message>
        <source>device</source>
        <translation>matériel</translation>
    </message>
    <message>
        <source>I* (FLOP/B)</source>
        <translation>I* (FLOP/o)</translation>
    </message>
    <message>
        <source>decode 7B bf16 tok/s (batch 1)</source>
        <translation>décodage 7B bf16 tok/s (lot 1)</translation>
    </message>
    <message>
        <source>training 7B, MFU 45 % (tok/s)</source>
        <translation>entraînement 7B, MFU 45 % (tok/s)</translation>
    </message>
    <message>
        <source>Reading: decoding (memory) does not benefit from TFLOP/s; training (compute) does not benefit from bandwidth. A cheap L4 decodes 3× slower than a 4090 despite the same 24 GB.</source>
        <translation>Lecture : le décodage (mémoire) ne profite pas des TFLOP/s ; l&apos;entraînement (calcul) ne profite pas de la bande passante. Un L4 bon marché décode 3× moins vite qu&apos;un 4090 malgré 24 Go identiques.</translation>
    </message>
    <message>
        <source>%1 I = %2 FLOP/byte → %3-bound on H100</source>
        <translation>%1 I = %2 FLOP/octet → %3-limité sur H100</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>training %1B with Adam in mixed precision: %2 GB of states + activations → %3 GPUs of 80 GB minimum (without activations)</source>
        <translation>entraîner %1B avec Adam en précision mixte : %2 Go d&apos;états + activations → %3 GPU de 80 Go minimum (sans activations)</translation>
    </message>
    <message>
        <source>02 / Training at scale</source>
        <translation>02 / Entraîner à plusieurs</translation>
    </message>
    <message>
        <source>training step 7B, 8 GPUs, batch 4M tokens: compute %1 s, all-reduce %2 s → can be overlapped, efficiency ≈ %3</source>
        <translation>pas d&apos;entraînement 7B, 8 GPU, lot 4M tokens : calcul %1 s, all-reduce %2 s → recouvrable, efficacité ≈ %3</translation>
    </message>
    <message>
        <source>FSDP: communication ≈ %1 s, state memory per GPU %2 GB (instead of %3)</source>
        <translation>FSDP : communication ≈ %1 s, mémoire d&apos;états par GPU %2 Go (au lieu de %3)</translation>
    </message>
    <message>
        <source>pipeline p = %1 stages, m = %2 micro-batches: bubble %3</source>
        <translation>pipeline p = %1 étages, m = %2 micro-lots : bulle %3</translation>
    </message>
    <message>
        <source>all-reduce 7B between nodes at 50 GB/s: %1 s per step — hence: tensors within a node, data/pipeline across nodes</source>
        <translation>all-reduce 7B entre nœuds à 50 Go/s : %1 s par pas — d&apos;où : tenseurs intra-nœud, données/pipeline inter-nœuds</translation>
    </message>
    <message>
        <source>serial fraction %1: max speed-up on 64 GPUs = %2× (efficiency %3)</source>
        <translation>fraction série %1 : accélération max sur 64 GPU = %2× (efficacité %3)</translation>
    </message>
    <message>
        <source>03 / Serving</source>
        <translation>03 / Servir</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>lot</translation>
    </message>
    <message>
        <source>fits?</source>
        <translation>tient?</translation>
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
        <translation>latence (s)</translation>
    </message>
    <message>
        <source>€/M tok (4 €/h)</source>
        <translation>€/M tok (4 €/h)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>NON</translation>
    </message>
    <message>
        <source>Batching multiplies throughput and divides cost… until the KV cache no longer fits or latency exceeds the SLO.</source>
        <translation>Le lot multiplie le débit et divise le coût… jusqu&apos;à ce que le cache KV ne tienne plus ou que la latence dépasse le SLO.</translation>
    </message>
    <message>
        <source>Levers: int8/int4 quantisation (weights ÷2–4 → TPOT ÷2–4, more room for the cache), GQA/MQA (cache ÷4–8), PagedAttention (cache without fragmentation),</source>
        <translation>Leviers : quantification int8/int4 (poids ÷2–4 → TPOT ÷2–4, plus de place pour le cache), GQA/MQA (cache ÷4–8), PagedAttention (cache sans fragmentation),</translation>
    </message>
    <message>
        <source>continuous batching (requests join and leave the batch at every step), speculative decoding (batch 1: 2–3× faster), prefix cache (shared system prompt: TTFT ÷ 10).</source>
        <translation>continuous batching (requêtes qui entrent/sortent du lot à chaque étape), spéculatif (lot 1 : 2–3× plus vite), cache de préfixe (system prompt partagé : TTFT ÷ 10).</translation>
    </message>
    <message>
        <source>at batch 64, each GPU serves %1 req/s (latency %2 s) → %3 GPUs for 200 req/s, plus 30 % margin for peaks and the p95 tail</source>
        <translation>à lot 64, chaque GPU sert %1 req/s (latence %2 s) → %3 GPU pour 200 req/s, plus 30 % de marge pour les pics et la queue p95</translation>
    </message>
    <message>
        <source>05 / Choose</source>
        <translation>05 / Choisir</translation>
    </message>
    <message>
        <source>API           : %1 € over 3 years  — no ops, data at the provider, price may change</source>
        <translation>API           : %1 € sur 3 ans  — pas d&apos;ops, données chez le fournisseur, prix qui peut changer</translation>
    </message>
    <message>
        <source>GPU cloud     : %1 € over 3 years  — elastic, %2 GPU-h/day, medium ops</source>
        <translation>GPU cloud     : %1 € sur 3 ans  — élastique, %2 h GPU/jour, ops moyen</translation>
    </message>
    <message>
        <source>On-premise    : %1 € over 3 years  — internal data, fixed capacity, heavy ops, hardware obsolete in 3 years</source>
        <translation>On-premise    : %1 € sur 3 ans  — données internes, capacité fixe, ops fort, matériel obsolète en 3 ans</translation>
    </message>
    <message>
        <source>Edge (200 sites) : %1 € over 3 years — zero latency, offline, model ≤ 8B int4, remote updates to organise</source>
        <translation>Edge (200 sites) : %1 € sur 3 ans — latence nulle, hors ligne, modèle ≤ 8B int4, mises à jour à distance à organiser</translation>
    </message>
    <message>
        <source>Unquantified criteria: confidentiality (medical data, industrial secrets → local), latency (robot: edge required), availability (offline?),</source>
        <translation>Critères non chiffrés : confidentialité (données médicales, secrets industriels → local), latence (robot : edge obligatoire), disponibilité (hors ligne ?),</translation>
    </message>
    <message>
        <source>variable load (cloud), available ops skills, vendor lock-in, carbon footprint (electricity mix), regulation (AI Act: documentation).</source>
        <translation>charge variable (cloud), compétences ops disponibles, dépendance à un fournisseur, empreinte carbone (mix électrique), réglementation (AI Act : documentation).</translation>
    </message>
    <message>
        <source>%1 req/day: API %2 €/year vs GPU cloud %3 €/year → %4</source>
        <translation>%1 req/jour : API %2 €/an vs GPU cloud %3 €/an → %4</translation>
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
        <translation>Md de paramètres</translation>
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
        <translation>Go</translation>
    </message>
    <message>
        <source>M tokens</source>
        <translation>M tokens</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>Go/s</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>req/day</source>
        <translation>req/jour</translation>
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
        <translation>ans</translation>
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
        <translation>€/mois</translation>
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
        <translation>ETP</translation>
    </message>
    <message>
        <source>€/year</source>
        <translation>€/an</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>appareils</translation>
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
        <translation>All-reduce en anneau, étape par étape (théorème 2)</translation>
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
        <translation>Taille du message S</translation>
    </message>
    <message>
        <source>Step 0 of %1 — start: each GPU holds its own gradients S, cut into n = %2 chunks of S/n</source>
        <translation>Étape 0 sur %1 — départ : chaque GPU détient ses propres gradients S, découpés en n = %2 tranches de S/n</translation>
    </message>
    <message>
        <source>Step %1 of %2 — reduce-scatter: each GPU sends one chunk (S/n) to its successor, which adds it</source>
        <translation>Étape %1 sur %2 — reduce-scatter : chaque GPU envoie une tranche (S/n) à son successeur, qui l&apos;accumule</translation>
    </message>
    <message>
        <source>Step %1 of %2 — all-gather: each GPU sends one complete chunk (S/n) to its successor, which copies it</source>
        <translation>Étape %1 sur %2 — all-gather : chaque GPU envoie une tranche complète (S/n) à son successeur, qui la copie</translation>
    </message>
    <message>
        <source>Darker: more GPUs summed · green: complete sum</source>
        <translation>Plus sombre : plus de GPU sommés · vert : somme complète</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1; the current one sends %2</source>
        <translation>%1 ; l&apos;actuel envoie %2</translation>
    </message>
    <message>
        <source>dashed: bandwidth only
2(d − 1)/d·S/BW</source>
        <translation>tirets : débit seul
2(d − 1)/d·S/BW</translation>
    </message>
    <message>
        <source>All-reduce time, DP = 1</source>
        <translation>Durée de l&apos;all-reduce, DP = 1</translation>
    </message>
    <message>
        <source>All-reduce time, DP = %1 ranks</source>
        <translation>Durée de l&apos;all-reduce, DP = %1 rangs</translation>
    </message>
    <message>
        <source>latency alone
2(d − 1)·α = %1</source>
        <translation>latence seule
2(d − 1)·α = %1</translation>
    </message>
    <message>
        <source>gradients per rank 2N/(TP·PP) = %1</source>
        <translation>gradients par rang 2N/(TP·PP) = %1</translation>
    </message>
    <message>
        <source>DP = 1: no all-reduce.</source>
        <translation>DP = 1 : pas d&apos;all-reduce.</translation>
    </message>
    <message>
        <source>All-reduce time, DP = %1 ranks (pinned: %2)</source>
        <translation>Durée de l&apos;all-reduce, DP = %1 rangs (épinglé : %2)</translation>
    </message>
    <message>
        <source>%1: 2N/(TP·PP) = %2</source>
        <translation>%1 : 2N/(TP·PP) = %2</translation>
    </message>
    <message>
        <source>dashed: pinned, DP = %1
NVLink %2 · InfiniBand %3</source>
        <translation>tirets : épinglé, DP = %1
NVLink %2 · InfiniBand %3</translation>
    </message>
    <message>
        <source>DP = 1: there is nothing to all-reduce, no data-parallel replica to sum with.</source>
        <translation>DP = 1 : rien à réduire, aucune réplique de parallélisme de données avec qui sommer.</translation>
    </message>
    <message>
        <source>(ring drawn with %1 of the %2 DP ranks)</source>
        <translation>(anneau dessiné avec %1 des %2 rangs DP)</translation>
    </message>
    <message>
        <source>%1: each rank sends %2 for S = %3 on DP = %4</source>
        <translation>%1 : chaque rang envoie %2 pour S = %3 sur DP = %4</translation>
    </message>
    <message>
        <source>gradients per GPU 2N = %1</source>
        <translation>gradients par GPU 2N = %1</translation>
    </message>
    <message>
        <source>All-reduce time if DP = %1</source>
        <translation>Durée de l&apos;all-reduce si DP = %1</translation>
    </message>
    <message>
        <source>This cluster has DP = 1: no all-reduce in its step. Theorem 2 if its %1 GPUs were all in DP: each sends 2(d&#x202f;−&#x202f;1)/d·S = %2 for S = 2N = %3</source>
        <translation>Ce cluster a DP = 1 : pas d&apos;all-reduce dans son pas. Théorème 2 si ses %1 GPU étaient tous en DP : chacun envoie 2(d&#x202f;−&#x202f;1)/d·S = %2 pour S = 2N = %3</translation>
    </message>
    <message>
        <source>Each GPU keeps its gradients S = 2N/(TP·PP) = %1</source>
        <translation>Chaque GPU garde ses gradients S = 2N/(TP·PP) = %1</translation>
    </message>
    <message>
        <source>DP = %1 ranks: each sends 2(d − 1)/d·S = %2 for S = 2N/(TP·PP) = %3; lower bound (d − 1)/d·S = %4</source>
        <translation>DP = %1 rangs : chacun envoie 2(d − 1)/d·S = %2 pour S = 2N/(TP·PP) = %3 ; borne inférieure (d − 1)/d·S = %4</translation>
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
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Walk through the steps, two per second</source>
        <translation>Parcourir les étapes, deux par seconde</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>É&amp;tape</translation>
    </message>
    <message>
        <source>All-reduce step</source>
        <translation>Étape de l&apos;all-reduce</translation>
    </message>
</context>
<context>
    <name>infralab::AmdahlChart</name>
    <message>
        <source>Speed-up against the GPU count (Amdahl, Gustafson)</source>
        <translation>Accélération en fonction du nombre de GPU (Amdahl, Gustafson)</translation>
    </message>
    <message>
        <source>GPUs n</source>
        <translation>GPU n</translation>
    </message>
    <message>
        <source>Speed-up (×)</source>
        <translation>Accélération (×)</translation>
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
        <translation>Idéal (n)</translation>
    </message>
    <message>
        <source>Efficiency (right axis)</source>
        <translation>Efficacité (axe de droite)</translation>
    </message>
    <message>
        <source>ceiling 1/s = %1×</source>
        <translation>plafond 1/s = %1×</translation>
    </message>
    <message>
        <source>s = %1: %2×</source>
        <translation>s = %1 : %2×</translation>
    </message>
    <message>
        <source>Course, 64 GPUs</source>
        <translation>Cours, 64 GPU</translation>
    </message>
    <message>
        <source>n = %1: %2×, %3</source>
        <translation>n = %1 : %2×, %3</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>Efficacité (%)</translation>
    </message>
    <message>
        <source>%1 GPUs, s = %2: speed-up %3×, efficiency %4</source>
        <translation>%1 GPU, s = %2 : accélération %3×, efficacité %4</translation>
    </message>
    <message>
        <source>dashed: pinned, s = %1</source>
        <translation>pointillés : épinglé, s = %1</translation>
    </message>
</context>
<context>
    <name>infralab::BarPainter</name>
    <message>
        <source>%1 (%2 vs pinned)</source>
        <comment>a value, then its change from the pinned one&apos;s</comment>
        <translation>%1 (%2 vs épinglé)</translation>
    </message>
</context>
<context>
    <name>infralab::ChartView</name>
    <message>
        <source>Export chart…</source>
        <translation>Exporter le graphique…</translation>
    </message>
    <message>
        <source>Copy chart to clipboard</source>
        <translation>Copier le graphique dans le presse-papiers</translation>
    </message>
</context>
<context>
    <name>infralab::CheckpointChart</name>
    <message>
        <source>Checkpoint of %1 written in %2; the cluster fails every %3</source>
        <translation>Checkpoint de %1 écrit en %2 ; le cluster tombe en panne toutes les %3</translation>
    </message>
    <message>
        <source>Time lost: δ/τ + τ/(2M)</source>
        <translation>Temps perdu : δ/τ + τ/(2M)</translation>
    </message>
    <message>
        <source>τ* = %1: %2 lost</source>
        <translation>τ* = %1 : %2 perdus</translation>
    </message>
    <message>
        <source>Optimum √(2·δ·M)</source>
        <translation>Optimum √(2·δ·M)</translation>
    </message>
    <message>
        <source>Checkpoint interval τ (h)</source>
        <translation>Intervalle entre checkpoints τ (h)</translation>
    </message>
    <message>
        <source>Time lost (%)</source>
        <translation>Temps perdu (%)</translation>
    </message>
    <message>
        <source>Time lost against the checkpoint interval (Young–Daly)</source>
        <translation>Temps perdu selon l’intervalle entre checkpoints (Young–Daly)</translation>
    </message>
    <message>
        <source>Checkpoint of %1 written in %2; the cluster fails every %3: the training cannot progress</source>
        <translation>Checkpoint de %1 écrit en %2 ; le cluster tombe en panne toutes les %3 : l&apos;entraînement ne peut pas avancer</translation>
    </message>
</context>
<context>
    <name>infralab::ChoosePage</name>
    <message>
        <source>Choose</source>
        <translation>Choisir</translation>
    </message>
</context>
<context>
    <name>infralab::ComparisonActions</name>
    <message>
        <source>C&amp;ompare</source>
        <translation>C&amp;omparer</translation>
    </message>
    <message>
        <source>&amp;Pin this scenario</source>
        <translation>É&amp;pingler ce scénario</translation>
    </message>
    <message>
        <source>Freeze the values on screen as the pinned scenario: every chart then draws it (dashed) beside the current one, which follows your changes</source>
        <translation>Fige les valeurs affichées comme scénario épinglé : chaque graphique le trace alors (en pointillés) à côté de l&apos;actuel, qui suit vos modifications</translation>
    </message>
    <message>
        <source>&amp;Swap pinned and current</source>
        <translation>&amp;Échanger épinglé et actuel</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>&amp;Désépingler</translation>
    </message>
    <message>
        <source>Pin</source>
        <comment>toolbar toggle: pin the scenario to compare with it</comment>
        <translation>Épingler</translation>
    </message>
    <message>
        <source>Unpin and show only the current scenario</source>
        <translation>Désépingler et ne montrer que le scénario actuel</translation>
    </message>
    <message>
        <source>Pin this scenario and compare your changes with it</source>
        <translation>Épingler ce scénario et y comparer vos modifications</translation>
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
        <translation>%1 requêtes/jour de %2 + %3 tokens · %4 ans · API %5 + %6 par M tokens · GPU cloud %7/h, lot %8</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs per model copy</source>
        <translation>%1 · %2 GPU par copie du modèle</translation>
    </message>
    <message>
        <source>k</source>
        <comment>thousand euros&apos; scale, beside the euro sign: €k, k€</comment>
        <translation>k</translation>
    </message>
    <message>
        <source>M</source>
        <comment>million euros&apos; scale: €M, M€</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>bn</source>
        <comment>billion euros&apos; scale: €bn, Md€</comment>
        <translation>Md</translation>
    </message>
    <message>
        <source>T</source>
        <comment>trillion euros&apos; scale: €T, T€</comment>
        <translation>T</translation>
    </message>
</context>
<context>
    <name>infralab::CostCriteria</name>
    <message>
        <source>Confidentiality</source>
        <translation>Confidentialité</translation>
    </message>
    <message>
        <source>Medical data, industrial secrets: keep them local (on-premise or edge).</source>
        <translation>Données médicales, secrets industriels : les garder en local (on-premise ou edge).</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>A robot cannot wait for the network: edge is mandatory.</source>
        <translation>Un robot ne peut pas attendre le réseau : l&apos;edge est obligatoire.</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilité</translation>
    </message>
    <message>
        <source>Must it work offline? Only local options do.</source>
        <translation>Le service doit-il fonctionner hors ligne ? Seules les options locales le permettent.</translation>
    </message>
    <message>
        <source>Variable load</source>
        <translation>Charge variable</translation>
    </message>
    <message>
        <source>A load that swings favours the cloud, paid by the hour or by the token.</source>
        <translation>Une charge qui fluctue favorise le cloud, payé à l&apos;heure ou au token.</translation>
    </message>
    <message>
        <source>Operations skills</source>
        <translation>Compétences ops</translation>
    </message>
    <message>
        <source>On-premise needs a strong operations team; the API needs none.</source>
        <translation>Une installation on-premise exige une solide équipe d&apos;exploitation ; l&apos;API n&apos;en demande aucune.</translation>
    </message>
    <message>
        <source>Vendor lock-in</source>
        <translation>Dépendance à un fournisseur</translation>
    </message>
    <message>
        <source>An API ties you to one provider, whose prices and models may change.</source>
        <translation>Une API vous lie à un fournisseur, dont les prix et les modèles peuvent changer.</translation>
    </message>
    <message>
        <source>Carbon footprint</source>
        <translation>Empreinte carbone</translation>
    </message>
    <message>
        <source>Depends on the electricity mix more than on the model: see the energy chart.</source>
        <translation>Dépend du mix électrique plus que du modèle : voir le graphique de l&apos;énergie.</translation>
    </message>
    <message>
        <source>Regulation</source>
        <translation>Réglementation</translation>
    </message>
    <message>
        <source>AI Act documentation, personal data under the GDPR: where may the data go?</source>
        <translation>Documentation exigée par l&apos;AI Act, données personnelles soumises au RGPD : où les données peuvent-elles aller ?</translation>
    </message>
    <message>
        <source>Criteria without a number, ticked when weighed: %1</source>
        <translation>Critères non chiffrés, cochés s&apos;ils pèsent : %1</translation>
    </message>
    <message>
        <source>Criteria without a number</source>
        <translation>Critères non chiffrés</translation>
    </message>
    <message>
        <source>Tick what weighs in your case: the list is saved with the scenario and printed under the cost-totals chart.</source>
        <translation>Cochez ce qui pèse dans votre cas : la liste est enregistrée avec le scénario et imprimée sous le graphique des coûts totaux.</translation>
    </message>
</context>
<context>
    <name>infralab::CostCumulativeChart</name>
    <message>
        <source>month %1</source>
        <translation>mois %1</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>jour %1</translation>
    </message>
    <message>
        <source>Cumulative cost month by month, with break-even points</source>
        <translation>Coût cumulé mois par mois, avec les points d&apos;équilibre</translation>
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
        <translation>Mois</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Coût cumulé (%1)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 au %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>No option catches up with another within the horizon.</source>
        <translation>Aucune option n&apos;en rattrape une autre sur l&apos;horizon.</translation>
    </message>
    <message>
        <source>Break-even: %1.</source>
        <translation>Équilibre atteint : %1.</translation>
    </message>
    <message>
        <source>After the horizon: %1.</source>
        <translation>Après l&apos;horizon : %1.</translation>
    </message>
    <message>
        <source>Dashed lines and pale points</source>
        <translation>Lignes en pointillés et points pâles</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Points d&apos;équilibre</translation>
    </message>
</context>
<context>
    <name>infralab::CostEnergyChart</name>
    <message>
        <source>Electricity over the horizon and its CO₂</source>
        <translation>Électricité sur l&apos;horizon et son CO₂</translation>
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
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 %2
%3 %4 CO₂</source>
        <translation>%1 %2
%3 %4 CO₂</translation>
    </message>
    <message>
        <source>Electricity (%1)</source>
        <translation>Électricité (%1)</translation>
    </message>
    <message>
        <source>CO₂ at %1 g/kWh (%2)</source>
        <translation>CO₂ à %1 g/kWh (%2)</translation>
    </message>
    <message>
        <source>API: unknown, not zero: the provider publishes no energy figure. GPU cloud counts the GPU-hours rented at %1 per GPU (an estimate) times the PUE; on-premise %2 around the clock times the PUE; edge %3 devices at %4 around the clock. Carbon = kWh × grid intensity (Patterson et al. 2021: the electricity mix matters more than the model).</source>
        <translation>API : inconnue, mais pas nulle : le fournisseur ne publie aucun chiffre d&apos;énergie. GPU cloud : les heures GPU louées, à %1 par GPU (une estimation), multipliées par le PUE ; on-premise : %2 jour et nuit, multipliés par le PUE ; edge : %3 appareils à %4 jour et nuit. Carbone = kWh × intensité carbone du réseau (Patterson et al. 2021 : le mix électrique compte plus que le modèle).</translation>
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
        <translation>%1 requêtes/jour · %2 ans · lot cloud %3 · on-premise %4, PUE %5 · %6 appareils edge · réseau %7 g CO₂/kWh</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hatched bars, left of each option</source>
        <translation>Barres hachurées, à gauche de chaque option</translation>
    </message>
</context>
<context>
    <name>infralab::CostPerThousandPanel</name>
    <message>
        <source>Cost of 1,000 requests</source>
        <translation>Coût de 1 000 requêtes</translation>
    </message>
    <message>
        <source>Total over %1 years divided by %2 requests a day for %3 days, times 1,000.</source>
        <translation>Total sur %1 ans divisé par %2 requêtes par jour pendant %3 jours, multiplié par 1 000.</translation>
    </message>
    <message>
        <source>%1 years, %2 requests a day.</source>
        <translation>%1 ans, %2 requêtes par jour.</translation>
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
        <translation>Pour 1 000</translation>
    </message>
    <message>
        <source>Per 1,000 requests</source>
        <translation>Pour 1 000 requêtes</translation>
    </message>
    <message>
        <source>no requests</source>
        <translation>aucune requête</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>amount, then its change from the pinned amount</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Derive the cloud batch and latency from the Serving view</source>
        <translation>Déduire le lot et la latence du cloud de la vue Servir</translation>
    </message>
    <message>
        <source>Cloud now: batch %1, %2 per request, %3 requests per GPU-hour.</source>
        <translation>Cloud désormais : lot %1, %2 par requête, %3 requêtes par heure GPU.</translation>
    </message>
    <message>
        <source>Serving view: batch %1 on %2 takes %3 per request.</source>
        <translation>Vue Servir : le lot %1 sur %2 prend %3 par requête.</translation>
    </message>
    <message>
        <source>Serving view: batch %1 does not fit on %2, nothing to derive.</source>
        <translation>Vue Servir : le lot %1 ne tient pas sur %2, rien à déduire.</translation>
    </message>
</context>
<context>
    <name>infralab::CostSensitivityChart</name>
    <message>
        <source>Yearly cost against the volume, with the crossover volumes</source>
        <translation>Coût annuel en fonction du volume, avec les volumes de croisement</translation>
    </message>
    <message>
        <source>%1 and %2 cross at %3 requests per day, outside the range shown.</source>
        <translation>%1 et %2 se croisent à %3 requêtes par jour, hors de la plage affichée.</translation>
    </message>
    <message>
        <source>%1 and %2 cost the same at every volume.</source>
        <translation>%1 et %2 coûtent autant à tout volume.</translation>
    </message>
    <message>
        <source>%1 and %2 never cross: both grow linearly with volume (%3 against %4 per 1,000 requests).</source>
        <translation>%1 et %2 ne se croisent jamais : les deux croissent linéairement avec le volume (%3 contre %4 pour 1 000 requêtes).</translation>
    </message>
    <message>
        <source>GPU cloud would win everywhere with a batch above %1 (more load, larger batches), a GPU under %2/h, or an API %3 times dearer (a bigger model).</source>
        <translation>Le GPU cloud gagnerait partout avec un lot supérieur à %1 (plus de charge, des lots plus grands), un GPU à moins de %2/h ou une API %3 fois plus chère (un modèle plus gros).</translation>
    </message>
    <message>
        <source>GPU cloud stays cheaper at every volume; a batch under %1, a GPU over %2/h or an API %3 times cheaper would turn it around.</source>
        <translation>Le GPU cloud reste moins cher à tout volume ; un lot inférieur à %1, un GPU à plus de %2/h ou une API %3 fois moins chère inverseraient la tendance.</translation>
    </message>
    <message>
        <source>%1 and %2 never cross: both are fixed costs (capacity bought up front); %3 stays cheaper.</source>
        <translation>%1 et %2 ne se croisent jamais : ce sont deux coûts fixes (capacité achetée d&apos;avance) ; %3 reste moins cher.</translation>
    </message>
    <message>
        <source>%1 and %2 never cross: %3 is cheaper at every volume.</source>
        <translation>%1 et %2 ne se croisent jamais : %3 est moins cher à tout volume.</translation>
    </message>
    <message>
        <source>Cost per year (%1)</source>
        <translation>Coût par an (%1)</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Requêtes par jour</translation>
    </message>
    <message>
        <source>your volume: %1/day</source>
        <translation>votre volume : %1/jour</translation>
    </message>
    <message>
        <source>%1/day</source>
        <translation>%1/jour</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2 : %3</translation>
    </message>
    <message>
        <source>Dashed lines</source>
        <translation>Lignes en pointillés</translation>
    </message>
    <message>
        <source>Crossovers</source>
        <translation>Croisements</translation>
    </message>
    <message>
        <source>Pinned volume: %1/day</source>
        <translation>Volume épinglé : %1/jour</translation>
    </message>
</context>
<context>
    <name>infralab::CostTotalsChart</name>
    <message>
        <source>Hardware</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Hébergement</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Maintenance</translation>
    </message>
    <message>
        <source>Usage (tokens, GPU-hours)</source>
        <translation>Usage (tokens, heures GPU)</translation>
    </message>
    <message>
        <source>Total cost of each option over the horizon (course section 05)</source>
        <translation>Coût total de chaque option sur l&apos;horizon (section 05 du cours)</translation>
    </message>
    <message>
        <source>Cost over %1 years (%2)</source>
        <translation>Coût sur %1 ans (%2)</translation>
    </message>
    <message>
        <source>Cost over each scenario&apos;s horizon (%1)</source>
        <translation>Coût sur l&apos;horizon de chaque scénario (%1)</translation>
    </message>
    <message>
        <source>Hatched bars, left of each option</source>
        <translation>Barres hachurées, à gauche de chaque option</translation>
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
        <translation>Exercices</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Hide the solution</source>
        <translation>Masquer le corrigé</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Afficher le corrigé</translation>
    </message>
    <message>
        <source>Correct: %1.</source>
        <translation>Correct : %1.</translation>
    </message>
    <message>
        <source>Not quite: you answered “%1”; the answer is %2.</source>
        <translation>Pas tout à fait : vous avez répondu « %1 » ; la réponse est %2.</translation>
    </message>
    <message>
        <source>Correct: %1 (expected %2 ± %3).</source>
        <translation>Correct : %1 (attendu : %2 ± %3).</translation>
    </message>
    <message>
        <source>Not quite: you answered %1, expected %2.</source>
        <translation>Pas tout à fait : vous avez répondu %1, attendu : %2.</translation>
    </message>
    <message>
        <source>Not quite: you answered %1, expected %2 ± %3.</source>
        <translation>Pas tout à fait : vous avez répondu %1, attendu : %2 ± %3.</translation>
    </message>
    <message>
        <source>Not quite: %1 is off by a factor of %2. Check the unit, then try again.</source>
        <translation>Pas tout à fait : %1 s&apos;écarte d&apos;un facteur %2. Vérifiez l&apos;unité, puis réessayez.</translation>
    </message>
    <message>
        <source>Not quite: %1 is too high, by about %2. Try again.</source>
        <translation>Pas tout à fait : %1 est trop grand, d&apos;environ %2. Réessayez.</translation>
    </message>
    <message>
        <source>Not quite: %1 is too high, about %2 times the answer. Try again.</source>
        <translation>Pas tout à fait : %1 est trop grand, environ %2 fois la réponse. Réessayez.</translation>
    </message>
    <message>
        <source>Not quite: %1 is too low, by about %2. Try again.</source>
        <translation>Pas tout à fait : %1 est trop petit, d&apos;environ %2. Réessayez.</translation>
    </message>
    <message>
        <source>Not quite: %1 is too low, about %2 times below the answer. Try again.</source>
        <translation>Pas tout à fait : %1 est trop petit, environ %2 fois moins que la réponse. Réessayez.</translation>
    </message>
    <message>
        <source>Not quite: %1 is not the answer. Try again.</source>
        <translation>Pas tout à fait : %1 n&apos;est pas la réponse. Réessayez.</translation>
    </message>
    <message>
        <source>a duration and its unit: ms, s, µs…</source>
        <translation>une durée et son unité : ms, s, µs…</translation>
    </message>
    <message>
        <source>a size and its unit: GB, MB…</source>
        <translation>une taille et son unité : Go, Mo…</translation>
    </message>
    <message>
        <source>a rate per second: tok/s, req/s…</source>
        <translation>un débit par seconde : tok/s, req/s…</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a percentage (with %) or a fraction</source>
        <translation>un pourcentage (avec %) ou une fraction</translation>
    </message>
    <message>
        <source>an intensity in FLOP/B</source>
        <translation>une intensité en FLOP/o</translation>
    </message>
    <message>
        <source>an amount in €</source>
        <translation>un montant en €</translation>
    </message>
    <message>
        <source>a word or two</source>
        <translation>un mot ou deux</translation>
    </message>
    <message>
        <source>Not quite: “%1” is not the answer. Try again.</source>
        <translation>Pas tout à fait : «&#xa0;%1&#xa0;» n&apos;est pas la réponse. Réessayez.</translation>
    </message>
    <message>
        <source>Type your answer with its unit (7 ms, 0.5 s, 3 GB, 25 %…), then press Enter or Check. A wrong answer tells you how far off it is: try again; the expected value shows after a second wrong try or with the solution. The numbers follow the scenario: change it and the questions change too.</source>
        <translation>Tapez votre réponse avec son unité (7&#xa0;ms, 0,5&#xa0;s, 3&#xa0;Go, 25&#xa0;%…), puis appuyez sur Entrée ou sur Vérifier. Une réponse fausse vous dit de combien elle s&apos;écarte&#xa0;: réessayez&#xa0;; la valeur attendue s&apos;affiche après un deuxième essai faux ou avec le corrigé. Les nombres suivent le scénario&#xa0;: modifiez-le et les questions changent aussi.</translation>
    </message>
</context>
<context>
    <name>infralab::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>%1× (text and lines)</source>
        <translation>%1× (texte et traits)</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Graphique :</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Largeur :</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Hauteur :</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Échelle :</translation>
    </message>
</context>
<context>
    <name>infralab::FormulaPanel</name>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>figure title, then its value</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Select a figure to see the formula behind it.</source>
        <translation>Sélectionnez un chiffre pour voir la formule qui le donne.</translation>
    </message>
    <message>
        <source>(current: %1 from pinned)</source>
        <comment>the current value&apos;s relative change from the pinned one</comment>
        <translation>(actuel : %1 par rapport à l&apos;épinglé)</translation>
    </message>
    <message>
        <source>%1 (pinned: %2)</source>
        <comment>the current row, then the pinned value</comment>
        <translation>%1 (épinglé : %2)</translation>
    </message>
    <message>
        <source>%1 (pinned: %2, %3)</source>
        <comment>the current row, the pinned value, the current one&apos;s change</comment>
        <translation>%1 (épinglé : %2, %3)</translation>
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
        <source>the scenario&apos;s serving efficiency: %1</source>
        <translation>efficacité de service du scénario : %1</translation>
    </message>
    <message>
        <source>Against the measurements (points: %1)</source>
        <translation>Face aux mesures (points : %1)</translation>
    </message>
    <message>
        <source>Model, mean at the points&apos; inputs:</source>
        <translation>Modèle, moyenne aux entrées des points :</translation>
    </message>
    <message>
        <source>Measured, mean:</source>
        <translation>Mesure, moyenne :</translation>
    </message>
    <message>
        <source>Efficiency that makes them agree:</source>
        <translation>Efficacité qui les accorde :</translation>
    </message>
    <message>
        <source>the scenario&apos;s bandwidth efficiency: %1</source>
        <translation>l&apos;efficacité de bande passante du scénario : %1</translation>
    </message>
    <message>
        <source>This tab has no figures of its own. Each exercise&apos;s formula comes with its solution, with the scenario&apos;s numbers.</source>
        <translation>Cet onglet n&apos;a pas de chiffres à lui. La formule de chaque exercice vient avec son corrigé, avec les nombres du scénario.</translation>
    </message>
    <message>
        <source>Inputs</source>
        <comment>heading of the formula&apos;s inputs, symbol = value and meaning</comment>
        <translation>Entrées</translation>
    </message>
</context>
<context>
    <name>infralab::HardwarePage</name>
    <message>
        <source>Hardware</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>Show the memory hierarchy</source>
        <translation>Afficher la hiérarchie mémoire</translation>
    </message>
    <message>
        <source>One roof per level of the course&apos;s memory hierarchy: registers, SRAM, HBM, host RAM, NVMe, network</source>
        <translation>Un toit par niveau de la hiérarchie mémoire du cours : registres, SRAM, HBM, RAM hôte, NVMe, réseau</translation>
    </message>
    <message>
        <source>Device roofline</source>
        <translation>Roofline de l&apos;appareil</translation>
    </message>
    <message>
        <source>Operators of one layer</source>
        <translation>Opérateurs d&apos;une couche</translation>
    </message>
    <message>
        <source>Each operator of a transformer layer on the roofline, prefill and decode, with its FLOPs, bytes and bound (LLM-Viewer, Yuan et al. 2024)</source>
        <translation>Chaque opérateur d&apos;une couche de transformer sur le roofline, en préremplissage et en décodage, avec ses FLOP, ses octets et sa limite (LLM-Viewer, Yuan et al. 2024)</translation>
    </message>
</context>
<context>
    <name>infralab::KvCacheChart</name>
    <message>
        <source>Device memory when serving: weights and KV cache</source>
        <translation>Mémoire du matériel en service : poids et cache KV</translation>
    </message>
    <message>
        <source>Weights %1</source>
        <translation>Poids %1</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>Cache KV %1</translation>
    </message>
    <message>
        <source>Free %1</source>
        <translation>Libre %1</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Mémoire (Go)</translation>
    </message>
    <message>
        <source>Usable (%1)</source>
        <translation>Utilisable (%1)</translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation>utilisable %1</translation>
    </message>
    <message>
        <source>Fits: %1 of %2 usable; batch up to %3</source>
        <translation>Tient : %1 sur %2 utilisables ; lot jusqu&apos;à %3</translation>
    </message>
    <message>
        <source>Fits: %1 of %2 usable</source>
        <translation>Tient : %1 sur %2 utilisables</translation>
    </message>
    <message>
        <source>Does not fit: needs %1, usable %2</source>
        <translation>Ne tient pas : %1 nécessaires, %2 utilisables</translation>
    </message>
    <message>
        <source>Does not fit on each of %1 GPUs: needs %2, usable %3</source>
        <translation>Ne tient pas sur chacun des %1 GPU : %2 nécessaires, %3 utilisables</translation>
    </message>
    <message>
        <source>Fits on each of %1 GPUs: %2 of %3 usable; batch up to %4</source>
        <translation>Tient sur chacun des %1 GPU : %2 sur %3 utilisables ; lot jusqu&apos;à %4</translation>
    </message>
    <message>
        <source>%1, one of %2</source>
        <translation>%1, un sur %2</translation>
    </message>
    <message>
        <source>0 GB</source>
        <translation>0 Go</translation>
    </message>
</context>
<context>
    <name>infralab::MainWindow</name>
    <message>
        <source>Course examples</source>
        <translation>Exemples du cours</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>Images PNG (*.png);;Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1 (%2 × %3 px)</source>
        <translation>%1 enregistré (%2 × %3 px)</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>« %1 » copié dans le presse-papiers</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>infralab-report</source>
        <translation>infralab-rapport</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Export tables</source>
        <translation>Exporter les tableaux</translation>
    </message>
    <message>
        <source>Saved figures.csv, serving-table.csv and inputs.csv in %1</source>
        <translation>figures.csv, serving-table.csv et inputs.csv enregistrés dans %1</translation>
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
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>Formules</translation>
    </message>
    <message>
        <source>Drag a slider: every chart follows. Select a number on the right to see its formula.</source>
        <translation>Déplacez un curseur : tous les graphiques suivent. Sélectionnez un nombre à droite pour voir sa formule.</translation>
    </message>
    <message>
        <source>About InfraLab</source>
        <translation>À propos d&apos;InfraLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;InfraLab %1&lt;/h3&gt;&lt;p&gt;Makes the course chapter on AI infrastructure explorable: rooflines, training at scale, serving and costs, with the formula behind every number.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InfraLab %1&lt;/h3&gt;&lt;p&gt;Rend explorable le chapitre du cours sur les infrastructures de l&apos;IA : roofline, entraînement à plusieurs, service et coûts, avec la formule derrière chaque chiffre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Course examples</source>
        <translation>&amp;Exemples du cours</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Colour &amp;profile</source>
        <translation>&amp;Profil de couleurs</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>E&amp;xporter le graphique…</translation>
    </message>
    <message>
        <source>Export a chart of this tab as a PNG image (Ctrl+E)</source>
        <translation>Exporter un graphique de cet onglet en image PNG (Ctrl+E)</translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation>&amp;Copier le graphique</translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)…</source>
        <translation>Exporter le ra&amp;pport (PDF)…</translation>
    </message>
    <message>
        <source>The lab deliverable: charts, serving table, inputs and formulas</source>
        <translation>Le livrable du TP : graphiques, tableau de service, paramètres et formules</translation>
    </message>
    <message>
        <source>Export &amp;tables (CSV)…</source>
        <translation>Exporter les &amp;tableaux (CSV)…</translation>
    </message>
    <message>
        <source>Copy a chart of this tab to the clipboard as an image</source>
        <translation>Copier un graphique de cet onglet dans le presse-papiers sous forme d&apos;image</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Reset to the course&apos;s &amp;values</source>
        <translation>Revenir aux &amp;valeurs du cours</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (full screen)</source>
        <translation>Mode pré&amp;sentation (plein écran)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>Taille &amp;normale</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Projector (high contrast, thick lines)</source>
        <translation>&amp;Projecteur (contraste élevé, traits épais)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;About InfraLab</source>
        <translation>À &amp;propos d&apos;InfraLab</translation>
    </message>
    <message>
        <source>Switch the interface language</source>
        <translation>Changer la langue de l&apos;interface</translation>
    </message>
    <message>
        <source>RFC 4180: commas, decimal point (scripts, English spreadsheets)</source>
        <translation>RFC 4180 : virgules, point décimal (scripts, tableurs en anglais)</translation>
    </message>
    <message>
        <source>French spreadsheets: semicolons, decimal comma</source>
        <translation>Tableurs français : points-virgules, virgule décimale</translation>
    </message>
    <message>
        <source>Form of the CSV files:</source>
        <translation>Forme des fichiers CSV :</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
</context>
<context>
    <name>infralab::MeasureActions</name>
    <message>
        <source>&amp;Tools</source>
        <translation>Ou&amp;tils</translation>
    </message>
    <message>
        <source>&amp;Measure this computer…</source>
        <translation>&amp;Mesurer cet ordinateur…</translation>
    </message>
    <message>
        <source>Time matrix products and the memory bandwidth here, and add this computer to the devices with its measured roofline</source>
        <translation>Chronométrer ici les produits matriciels et le débit mémoire, et ajouter cet ordinateur aux matériels avec son roofline mesuré</translation>
    </message>
    <message>
        <source>Measuring this computer…</source>
        <translation>Mesure de cet ordinateur…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Measure this computer</source>
        <translation>Mesurer cet ordinateur</translation>
    </message>
    <message>
        <source>The measurement could not be saved: %1</source>
        <translation>La mesure n&apos;a pas pu être enregistrée : %1</translation>
    </message>
</context>
<context>
    <name>infralab::MeasureDialog</name>
    <message>
        <source>Measure this computer</source>
        <translation>Mesurer cet ordinateur</translation>
    </message>
    <message>
        <source>The matrix products and the memory bandwidth are timed first, then the course&apos;s four operations at the sizes below, each placed on this computer&apos;s roofline.</source>
        <translation>Les produits matriciels et la bande passante mémoire sont chronométrés d&apos;abord, puis les quatre opérations du cours aux tailles ci-dessous, chacune placée sur le roofline de cet ordinateur.</translation>
    </message>
    <message>
        <source>Quick: products up to %1, in about ten seconds</source>
        <translation>Rapide : produits jusqu&apos;à %1, en une dizaine de secondes</translation>
    </message>
</context>
<context>
    <name>infralab::MeasuredSweepChart</name>
    <message>
        <source>%1 (%2), measured on %3</source>
        <translation>%1 (%2), mesuré le %3</translation>
    </message>
    <message>
        <source>%1, all %2 cores</source>
        <translation>%1, les %2 cœurs</translation>
    </message>
    <message>
        <source>%1, one core</source>
        <translation>%1, un cœur</translation>
    </message>
    <message>
        <source>P = %1</source>
        <translation>P = %1</translation>
    </message>
    <message>
        <source>Measured throughput (TFLOP/s)</source>
        <translation>Débit mesuré (TFLOP/s)</translation>
    </message>
    <message>
        <source>Matrix product measured on this computer: TFLOP/s against the size</source>
        <translation>Produit matriciel mesuré sur cet ordinateur : TFLOP/s selon la taille</translation>
    </message>
    <message>
        <source>Matrix side n (2·n³ FLOP)</source>
        <translation>Côté n de la matrice (2·n³ FLOP)</translation>
    </message>
    <message>
        <source>bf16 emulated by Eigen</source>
        <translation>bf16 émulé par Eigen</translation>
    </message>
</context>
<context>
    <name>infralab::MeasurementActions</name>
    <message>
        <source>Import measurements</source>
        <translation>Importer des mesures</translation>
    </message>
    <message>
        <source>Measurements (*.json *.csv);;vLLM benchmark result or Ollama answer (*.json);;CSV (*.csv);;All files (*)</source>
        <translation>Mesures (*.json *.csv);;Résultat de benchmark vLLM ou réponse d&apos;Ollama (*.json);;CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Import measurements…</source>
        <translation>&amp;Importer des mesures…</translation>
    </message>
    <message>
        <source>Read a vLLM benchmark result, an Ollama answer or a CSV of measurements: the Serving charts draw them beside the model, with its error</source>
        <translation>Lire un résultat de benchmark vLLM, une réponse d&apos;Ollama ou un CSV de mesures : les graphiques de Service les placent à côté du modèle, avec son écart</translation>
    </message>
    <message>
        <source>C&amp;lear measurements</source>
        <translation>&amp;Effacer les mesures</translation>
    </message>
</context>
<context>
    <name>infralab::MeasurementPanel</name>
    <message>
        <source>Measurements from %1 against the model</source>
        <translation>Mesures de %1 face au modèle</translation>
    </message>
</context>
<context>
    <name>infralab::ModelShapesNote</name>
    <message>
        <source>%1 B</source>
        <comment>a parameter count in billions</comment>
        <translation>%1 Md</translation>
    </message>
    <message>
        <source>%1 layers × d %2, %3/%4 heads × %5, FFN %6, vocabulary %7</source>
        <translation>%1 couches × d %2, %3/%4 têtes × %5, FFN %6, vocabulaire %7</translation>
    </message>
    <message>
        <source>%1, %2 experts, %3 per token</source>
        <translation>%1, %2 experts, %3 par token</translation>
    </message>
    <message>
        <source>%1, tied embeddings</source>
        <translation>%1, embeddings partagés</translation>
    </message>
    <message>
        <source>N = %1 is kept, but the shapes give %2 (%3): move a shape or N to make them agree.</source>
        <translation>N = %1 est gardé, mais les dimensions donnent %2 (%3) : déplacez une dimension ou N pour les accorder.</translation>
    </message>
    <message>
        <source>This preset&apos;s published N = %1; its shapes give %2 (%3). Moving a shape makes it a free model, whose N follows the shapes.</source>
        <translation>N publié de ce modèle = %1 ; ses dimensions donnent %2 (%3). Déplacer une dimension en fait un modèle libre, dont N suit les dimensions.</translation>
    </message>
    <message>
        <source>Free model, N from the shapes: %1 (%2; FFN and vocabulary from %3).</source>
        <translation>Modèle libre, N des dimensions&#xa0;: %1 (%2&#xa0;; FFN et vocabulaire de %3).</translation>
    </message>
    <message>
        <source>N from the shapes: %1 (%2); the preset keeps its published N.</source>
        <translation>N des dimensions&#xa0;: %1 (%2)&#xa0;; le modèle du catalogue garde son N publié.</translation>
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
        <translation>Projection QKV</translation>
    </message>
    <message>
        <source>Attention scores QKᵀ and softmax</source>
        <translation>Scores d&apos;attention QKᵀ et softmax</translation>
    </message>
    <message>
        <source>Attention × V</source>
        <translation>Attention × V</translation>
    </message>
    <message>
        <source>Output projection</source>
        <translation>Projection de sortie</translation>
    </message>
    <message>
        <source>Router of the experts</source>
        <translation>Routeur des experts</translation>
    </message>
    <message>
        <source>FFN gate</source>
        <translation>FFN : matrice gate</translation>
    </message>
    <message>
        <source>FFN up</source>
        <translation>FFN : matrice up</translation>
    </message>
    <message>
        <source>FFN down</source>
        <translation>FFN : matrice down</translation>
    </message>
    <message>
        <source>The layer&apos;s two RMSNorms</source>
        <translation>Les deux RMSNorm de la couche</translation>
    </message>
    <message>
        <source>Output head (logits)</source>
        <translation>Tête de sortie (logits)</translation>
    </message>
    <message>
        <source>Roof of %1: %2, %3</source>
        <translation>Toit de %1 : %2, %3</translation>
    </message>
    <message>
        <source>Prefill (circles): batch %1, prompts of %2 tokens</source>
        <translation>Préremplissage (cercles) : lot %1, prompts de %2 tokens</translation>
    </message>
    <message>
        <source>Decode (squares): batch %1, KV cache of %2 tokens</source>
        <translation>Décodage (carrés) : lot %1, cache KV de %2 tokens</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Intensité arithmétique (FLOP/octet)</translation>
    </message>
    <message>
        <source>Attainable throughput (TFLOP/s)</source>
        <translation>Débit atteignable (TFLOP/s)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Work: %3&lt;br&gt;Memory traffic: %4&lt;br&gt;Intensity: %5&lt;br&gt;%6 on %7&lt;br&gt;Time ≥ %8 %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Travail : %3&lt;br&gt;Trafic mémoire : %4&lt;br&gt;Intensité : %5&lt;br&gt;%6 sur %7&lt;br&gt;Temps ≥ %8 %9</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>préremplissage</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>décodage</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limité par la mémoire</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limité par le calcul</translation>
    </message>
    <message>
        <source>per layer</source>
        <translation>par couche</translation>
    </message>
    <message>
        <source>for the whole model</source>
        <translation>pour tout le modèle</translation>
    </message>
    <message>
        <source>Operators of one layer on the roofline of %1 (%2)</source>
        <translation>Opérateurs d&apos;une couche sur le roofline de %1 (%2)</translation>
    </message>
</context>
<context>
    <name>infralab::ParameterCombo</name>
    <message>
        <source>%1 (course)</source>
        <translation>%1 (cours)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>DDP (replicated)</source>
        <translation>DDP (répliqué)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer states sharded)</source>
        <translation>ZeRO-1 (états d&apos;optimiseur partitionnés)</translation>
    </message>
    <message>
        <source>ZeRO-2 (+ gradients)</source>
        <translation>ZeRO-2 (+ gradients)</translation>
    </message>
    <message>
        <source>ZeRO-3 (+ parameters)</source>
        <translation>ZeRO-3 (+ paramètres)</translation>
    </message>
    <message>
        <source>FSDP (as ZeRO-3)</source>
        <translation>FSDP (comme ZeRO-3)</translation>
    </message>
    <message>
        <source>LoRA (frozen weights, 1 % adapters)</source>
        <translation>LoRA (poids gelés, 1 % d&apos;adaptateurs)</translation>
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
        <translation>1F1B entrelacé</translation>
    </message>
    <message>
        <source>Typed in (course)</source>
        <translation>Saisie (cours)</translation>
    </message>
    <message>
        <source>From the shapes (Korthikanti et al.)</source>
        <translation>Depuis les dimensions (Korthikanti et al.)</translation>
    </message>
    <message>
        <source>None (all stored)</source>
        <translation>Aucun (tout stocké)</translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation>Sélectif (attention)</translation>
    </message>
    <message>
        <source>Full (layer inputs only)</source>
        <translation>Complet (entrées des couches seules)</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Modèle libre</translation>
    </message>
    <message>
        <source>N follows the shapes you set, and the shapes N</source>
        <translation>N suit les dimensions choisies, et les dimensions N</translation>
    </message>
    <message>
        <source>None (pure 16-bit training)</source>
        <translation>Aucune (entraînement 16 bits pur)</translation>
    </message>
    <message>
        <source>%1 (8-bit Adam)</source>
        <translation>%1 (Adam 8 bits)</translation>
    </message>
    <message>
        <source>This computer (measured)</source>
        <translation>Cet ordinateur (mesuré)</translation>
    </message>
</context>
<context>
    <name>infralab::PipelineGanttChart</name>
    <message>
        <source>Pipeline schedule: who works when (theorem 3)</source>
        <translation>Schéma du pipeline : qui travaille quand (théorème 3)</translation>
    </message>
    <message>
        <source>Interleaved 1F1B needs m to be a multiple of p = %1; m = %2 is not.</source>
        <translation>Le 1F1B entrelacé exige que m soit un multiple de p = %1 ; m = %2 ne l&apos;est pas.</translation>
    </message>
    <message>
        <source>Try m = %1 or m = %2.</source>
        <translation>Essayez m = %1 ou m = %2.</translation>
    </message>
    <message>
        <source>Try m = %1.</source>
        <translation>Essayez m = %1.</translation>
    </message>
    <message>
        <source>Not drawn: the simulator refused p = %1, m = %2, v = %3 (%4 blocks).
Fewer stages or micro-batches make it drawable.</source>
        <translation>Non tracé : le simulateur a refusé p = %1, m = %2, v = %3 (%4 blocs).
Avec moins d&apos;étages ou de micro-lots, le schéma devient traçable.</translation>
    </message>
    <message>
        <source>GPipe holds %1 micro-batches of activations on stage 0, 1F1B %2</source>
        <translation>GPipe garde les activations de %1 micro-lots sur l&apos;étage 0, 1F1B %2</translation>
    </message>
    <message>
        <source>1F1B holds %1 micro-batches of activations on stage 0, GPipe %2</source>
        <translation>1F1B garde les activations de %1 micro-lots sur l&apos;étage 0, GPipe %2</translation>
    </message>
    <message>
        <source>Interleaved holds %1 chunks of activations (1/%2 micro-batch each) on stage 0; 1F1B %3 micro-batches, GPipe %4</source>
        <translation>L&apos;entrelacé garde les activations de %1 tranches (1/%2 de micro-lot chacune) sur l&apos;étage 0 ; 1F1B %3 micro-lots, GPipe %4</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Temps (%1)</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Étage</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Passe avant</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Passe arrière</translation>
    </message>
    <message>
        <source>Idle (bubble)</source>
        <translation>Oisif (bulle)</translation>
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
        <translation>Bulle mesurée %1 — formule (p − 1)/(v·m + p − 1) = %2</translation>
    </message>
    <message>
        <source>Measured bubble %1 — formula (p − 1)/(m + p − 1) = %2</source>
        <translation>Bulle mesurée %1 — formule (p − 1)/(m + p − 1) = %2</translation>
    </message>
    <message>
        <source> · step %1</source>
        <translation> · pas %1</translation>
    </message>
    <message>
        <source>GPipe holds %1 micro-batches of activations on stage 0</source>
        <translation>GPipe garde les activations de %1 micro-lots sur l&apos;étage 0</translation>
    </message>
    <message>
        <source>1F1B holds %1 micro-batches of activations on stage 0</source>
        <translation>1F1B garde les activations de %1 micro-lots sur l&apos;étage 0</translation>
    </message>
    <message>
        <source>Interleaved holds %1 chunks of activations (1/%2 micro-batch each) on stage 0</source>
        <translation>L&apos;entrelacé garde %1 tranches d&apos;activations (1/%2 de micro-lot chacune) sur l&apos;étage 0</translation>
    </message>
    <message>
        <source>Interleaved 1F1B, v = %1 chunks per stage (paler: later chunks)</source>
        <translation>1F1B entrelacé, v = %1 tranches par étage (plus pâle : tranches suivantes)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Interleaved 1F1B, v = %1</source>
        <translation>1F1B entrelacé, v = %1</translation>
    </message>
    <message>
        <source>%1 (hatched band) · p = %2 · m = %3</source>
        <translation>%1 (bande hachurée) · p = %2 · m = %3</translation>
    </message>
    <message>
        <source>%1: %2 — not drawn: %3</source>
        <translation>%1 : %2 — non tracé : %3</translation>
    </message>
    <message>
        <source>%1: %2 · step %3 · measured bubble %4</source>
        <translation>%1 : %2 · pas %3 · bulle mesurée %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 · p = %Ln stage(s)</source>
        <translation>
            <numerusform>%1 · p = %Ln étage</numerusform>
            <numerusform>%1 · p = %Ln étages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · m = %Ln micro-batch(es)</source>
        <translation>
            <numerusform> · m = %Ln micro-lot</numerusform>
            <numerusform> · m = %Ln micro-lots</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · current step %2</source>
        <translation>%1 · pas actuel %2</translation>
    </message>
    <message>
        <source> · step %1 = blocks %2 + communication %3</source>
        <translation> · pas %1 = blocs %2 + communication %3</translation>
    </message>
</context>
<context>
    <name>infralab::PlatformDiagram</name>
    <message>
        <source>The platform&apos;s layers along the path of the data</source>
        <translation>Les couches de la plateforme le long du chemin des données</translation>
    </message>
    <message>
        <source>read %1 for %2 GPUs</source>
        <translation>lecture %1 pour %2 GPU</translation>
    </message>
    <message>
        <source>checkpoint %1 in %2</source>
        <translation>checkpoint %1 en %2</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>toutes les %1</translation>
    </message>
    <message>
        <source>%1 busy: cloud %2</source>
        <translation>%1 occupés : cloud %2</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>%1: TPOT %2</source>
        <translation>%1 : TPOT %2</translation>
    </message>
</context>
<context>
    <name>infralab::PlatformLayerDetails</name>
    <message>
        <source>Role:</source>
        <translation>Rôle :</translation>
    </message>
    <message>
        <source>Tools (open source; cloud):</source>
        <translation>Outils (libres ; cloud) :</translation>
    </message>
    <message>
        <source>Point of attention:</source>
        <translation>Point d’attention :</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>current value, then the pinned one</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Their formulas are in the formula panel.</source>
        <translation>Leurs formules sont dans le panneau des formules.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s name, then its value in bold</comment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>infralab::PlatformPage</name>
    <message>
        <source>Platform</source>
        <translation>Plateforme</translation>
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
        <translation>Roofline : %1 et %2 (%3)</translation>
    </message>
    <message>
        <source>%1, %2 peak</source>
        <translation>%1, pic %2</translation>
    </message>
    <message>
        <source>I* = %1</source>
        <translation>I* = %1</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limité par la mémoire</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limité par le calcul</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Intensité arithmétique (FLOP/octet)</translation>
    </message>
    <message>
        <source>Attainable throughput (TFLOP/s)</source>
        <translation>Débit atteignable (TFLOP/s)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>memory level, bandwidth</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Work: %2&lt;br&gt;Memory traffic: %3&lt;br&gt;Intensity: %4&lt;br&gt;Attainable: %5 on %6&lt;br&gt;Time ≥ %7: %8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Travail : %2&lt;br&gt;Trafic mémoire : %3&lt;br&gt;Intensité : %4&lt;br&gt;Débit atteignable : %5 sur %6&lt;br&gt;Temps ≥ %7 : %8</translation>
    </message>
    <message>
        <source>Model on this computer&apos;s roofline</source>
        <translation>Modèle sur le roofline de cet ordinateur</translation>
    </message>
    <message>
        <source>Run on this computer</source>
        <translation>Exécuté sur cet ordinateur</translation>
    </message>
    <message>
        <source>Imported measurements</source>
        <translation>Mesures importées</translation>
    </message>
    <message>
        <source>%1 (I = %2): measured %3, model %4, model&apos;s error %5</source>
        <translation>%1 (I = %2) : mesure %3, modèle %4, écart du modèle %5</translation>
    </message>
    <message>
        <source>%1, %2 peak (%3 not native here: Eigen emulates bf16 at %4)</source>
        <translation>%1, pic %2 (%3 non natif ici : Eigen émule le bf16 à %4)</translation>
    </message>
    <message>
        <source>%1, %2 peak (%3 not measured here)</source>
        <translation>%1, pic %2 (%3 non mesuré ici)</translation>
    </message>
    <message>
        <source>Imported measurements, against the roof of %1</source>
        <translation>Mesures importées, comparées au toit de %1</translation>
    </message>
    <message>
        <source>%1, %2 peak, memory %3</source>
        <translation>%1, pic %2, mémoire %3</translation>
    </message>
    <message>
        <source>%1, other peaks (%2)</source>
        <translation>%1, autres pics (%2)</translation>
    </message>
    <message>
        <source>%1 (named by imported rows): %2, %3, and its measurements</source>
        <translation>%1 (nommé par les lignes importées) : %2, %3, et ses mesures</translation>
    </message>
    <message>
        <source>This computer, measured: fp32 peak %1, memory %2</source>
        <translation>Cet ordinateur, mesuré : pic fp32 %1, mémoire %2</translation>
    </message>
</context>
<context>
    <name>infralab::RooflineTable</name>
    <message>
        <source>Device</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pic</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bande
passante</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Theorem 1 for both devices in %1: I* = peak / bandwidth, decode at batch 1 = bandwidth / weight bytes, training = MFU × peak / 6N</source>
        <translation>Théorème 1 pour les deux matériels en %1 : I* = pic / bande passante, décodage en lot 1 = bande passante / octets des poids, entraînement = MFU × pic / 6N</translation>
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
(FLOP/o)</translation>
    </message>
    <message>
        <source>Decode,
batch 1
(tok/s)</source>
        <translation>Décodage,
lot 1
(tok/s)</translation>
    </message>
    <message>
        <source>Training,
MFU %1
(tok/s)</source>
        <translation>Entraînement,
MFU %1
(tok/s)</translation>
    </message>
</context>
<context>
    <name>infralab::Scenario</name>
    <message>
        <source>key &quot;%1&quot;: value &quot;%2&quot; refused: %3</source>
        <translation>clé &quot;%1&quot; : valeur &quot;%2&quot; refusée : %3</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (infralab --help lists the keys)</source>
        <translation>clé &quot;%1&quot; inconnue (infralab --help liste les clés)</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>doit être compris entre %1 et %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>texte attendu</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>doit être l&apos;une des valeurs : %1</translation>
    </message>
    <message>
        <source>expected a device id</source>
        <translation>identifiant de matériel attendu</translation>
    </message>
    <message>
        <source>no such device in the catalogue (infralab list devices)</source>
        <translation>matériel absent du catalogue (infralab list devices)</translation>
    </message>
    <message>
        <source>expected a model id</source>
        <translation>identifiant de modèle attendu</translation>
    </message>
    <message>
        <source>no such model in the catalogue (infralab list models)</source>
        <translation>modèle absent du catalogue (infralab list models)</translation>
    </message>
    <message>
        <source>unsupported type</source>
        <translation>type non pris en charge</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not of the form key=value</source>
        <translation>&quot;%1&quot; n&apos;est pas de la forme clé=valeur</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes, at most %2)</source>
        <translation>le fichier est trop volumineux (%1 octets, au plus %2)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>JSON invalide à l&apos;octet %1 : %2</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>le niveau supérieur doit être un objet JSON</translation>
    </message>
    <message>
        <source>expected &quot;infralab-scenario&quot;</source>
        <translation>&quot;infralab-scenario&quot; attendu</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>impossible d&apos;écrire &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;: value &quot;%2&quot; refused: the interleaved schedule needs the %3 micro-batches to be a multiple of the %4 pipeline stages</source>
        <translation>clé &quot;%1&quot;&#xa0;: valeur &quot;%2&quot; refusée&#xa0;: le schéma entrelacé demande que les %3 micro-lots soient un multiple des %4 étages du pipeline</translation>
    </message>
    <message>
        <source>expected an object: the group of the %1.* keys</source>
        <translation>objet attendu&#xa0;: le groupe des clés %1.*</translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>nombre entier attendu, à partir de 0</translation>
    </message>
    <message>
        <source>… (%1 in all)</source>
        <translation>… (%1 en tout)</translation>
    </message>
    <message>
        <source>written by a newer InfraLab (format version %1, this one reads version %2); the keys it does not know are kept as they are: %3</source>
        <translation>écrit par un InfraLab plus récent (format version %1, celui-ci lit la version %2)&#xa0;; les clés qu&apos;il ne connaît pas sont conservées telles quelles&#xa0;: %3</translation>
    </message>
    <message>
        <source>written by a newer InfraLab (format version %1, this one reads version %2); it is saved again as version %1</source>
        <translation>écrit par un InfraLab plus récent (format version %1, celui-ci lit la version %2)&#xa0;; il est enregistré de nouveau en version %1</translation>
    </message>
    <message>
        <source>the keys this InfraLab does not know are kept as they are: %1</source>
        <translation>les clés que cet InfraLab ne connaît pas sont conservées telles quelles&#xa0;: %1</translation>
    </message>
    <message>
        <source>pinned scenario: %1</source>
        <translation>scénario épinglé : %1</translation>
    </message>
    <message>
        <source>pinned scenario (&quot;pinned&quot;): %1</source>
        <translation>scénario épinglé (« pinned ») : %1</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;: value &quot;%2&quot; refused: a token cannot use more experts (k = %3) than the layer has (E = %4)</source>
        <translation>clé &quot;%1&quot;&#xa0;: valeur &quot;%2&quot; refusée&#xa0;: un token ne peut utiliser plus d&apos;experts (k = %3) que la couche n&apos;en a (E = %4)</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;: value &quot;%2&quot; refused: the activations&apos; formula splits the %3 attention heads among the %4 tensor-parallel ranks, and %4 does not divide %3</source>
        <translation>clé &quot;%1&quot;&#xa0;: valeur &quot;%2&quot; refusée&#xa0;: la formule des activations répartit les&#xa0;%3 têtes d&apos;attention entre les&#xa0;%4 rangs du parallélisme de tenseurs, et&#xa0;%4 ne divise pas&#xa0;%3</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;: value &quot;%2&quot; refused: serving on %3 GPUs splits the %4 attention heads among them, and %3 does not divide %4</source>
        <translation>clé &quot;%1&quot;&#xa0;: valeur &quot;%2&quot; refusée&#xa0;: servir sur %3 GPU répartit entre eux les %4 têtes d&apos;attention, et %3 ne divise pas %4</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;: value &quot;%2&quot; refused: serving on %3 GPUs shares the %4 key/value heads among them, and %3 neither divides %4 nor is a multiple of it</source>
        <translation>clé &quot;%1&quot;&#xa0;: valeur &quot;%2&quot; refusée&#xa0;: servir sur %3 GPU partage entre eux les %4 têtes clé/valeur, et %3 ne divise pas %4 et n&apos;en est pas un multiple</translation>
    </message>
    <message>
        <source>the GPU count is TP × PP × DP, and %1 is not a multiple of TP × PP = %2 × %3 = %4</source>
        <translation>le nombre de GPU vaut TP × PP × DP, et %1 n’est pas un multiple de TP × PP = %2 × %3 = %4</translation>
    </message>
    <message>
        <source>the GPU count is TP × PP × DP = %1 × %2 × %3 = %4, not %5</source>
        <translation>le nombre de GPU vaut TP × PP × DP = %1 × %2 × %3 = %4, et non %5</translation>
    </message>
    <message>
        <source>TP × PP × DP = %1 × %2 × %3 = %4 GPUs, more than the %5 the GPU count allows</source>
        <translation>TP × PP × DP = %1 × %2 × %3 = %4 GPU, plus que les %5 permis pour le nombre de GPU</translation>
    </message>
    <message>
        <source>the free model&apos;s shapes give N = %1 parameters, outside model.params&apos; range %2 … %3</source>
        <translation>les dimensions du modèle libre donnent N = %1 paramètres, hors de l&apos;intervalle de model.params %2 … %3</translation>
    </message>
    <message>
        <source>%1 prompt and %2 output tokens make %3, more than the %4 tokens of the context of %5</source>
        <translation>%1 tokens de prompt et %2 tokens de sortie font %3, plus que les %4 tokens du contexte de %5</translation>
    </message>
    <message>
        <source>a training sequence of %1 tokens is longer than the %2 tokens of the context of %3</source>
        <translation>une séquence d&apos;entraînement de %1 tokens est plus longue que les %2 tokens du contexte de %3</translation>
    </message>
</context>
<context>
    <name>infralab::ScenarioDiff</name>
    <message numerus="yes">
        <source>%n other input(s)</source>
        <translation>
            <numerusform>%n autre entrée</numerusform>
            <numerusform>%n autres entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>%1: the pinned scenario, with the same inputs as the current one.</source>
        <translation>%1 : le scénario épinglé, avec les mêmes entrées que le scénario actuel.</translation>
    </message>
    <message>
        <source>%1 %2 (current: %3)</source>
        <translation>%1 %2 (actuel : %3)</translation>
    </message>
    <message>
        <source>%1: the pinned scenario, with %2.</source>
        <translation>%1 : le scénario épinglé, avec %2.</translation>
    </message>
</context>
<context>
    <name>infralab::ScenarioDocument</name>
    <message>
        <source>InfraLab scenarios (*.infralab *.json);;All files (*)</source>
        <translation>Scénarios InfraLab (*.infralab *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>The scenario was not opened; the current one is kept.

%1</source>
        <translation>Le scénario n&apos;a pas été ouvert ; le scénario actuel est conservé.

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénario</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them?</source>
        <translation>Le scénario « %1 » a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular file</source>
        <translation>« %1 » n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>%1 ouvert&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>infralab::ScenarioRecovery</name>
    <message>
        <source>Cannot write the recovery file &quot;%1&quot;: %2</source>
        <translation>Impossible d’écrire le fichier de récupération « %1 »&#xa0;: %2</translation>
    </message>
    <message>
        <source>not an InfraLab recovery file of version 1</source>
        <translation>ce n’est pas un fichier de récupération InfraLab de version 1</translation>
    </message>
    <message>
        <source>InfraLab did not close properly. Restore the unsaved changes to “%1” from %2?</source>
        <translation>InfraLab ne s’est pas fermé correctement. Restaurer les modifications non enregistrées de « %1 » du %2&#xa0;?</translation>
    </message>
    <message>
        <source>Recovery file &quot;%1&quot; refused: %2</source>
        <translation>Fichier de récupération « %1 » refusé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Recovery file &quot;%1&quot; refused: %2; its scenario is kept in &quot;%3&quot;</source>
        <translation>Fichier de récupération « %1 » refusé&#xa0;: %2&#xa0;; son scénario est conservé dans « %3 »</translation>
    </message>
</context>
<context>
    <name>infralab::ServingBatchChart</name>
    <message>
        <source>Batch B (sequences)</source>
        <translation>Lot B (séquences)</translation>
    </message>
    <message>
        <source>Does not fit (B &gt; %1)</source>
        <translation>Ne tient pas (B &gt; %1)</translation>
    </message>
    <message>
        <source>Weights do not fit</source>
        <translation>Les poids ne tiennent pas</translation>
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
        <translation>TTFT mesuré</translation>
    </message>
    <message>
        <source>Measured TPOT</source>
        <translation>TPOT mesuré</translation>
    </message>
    <message>
        <source>Measured tokens/s</source>
        <translation>Tokens/s mesurés</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>%1 (%2): measured %3, model %4, model&apos;s error %5</source>
        <translation>%1 (%2) : mesure %3, modèle %4, écart du modèle %5</translation>
    </message>
    <message>
        <source>Model TTFT at the runs&apos; inputs</source>
        <translation>TTFT du modèle aux entrées des mesures</translation>
    </message>
    <message>
        <source>Model TPOT at the runs&apos; inputs</source>
        <translation>TPOT du modèle aux entrées des mesures</translation>
    </message>
    <message>
        <source>Model tokens/s at the runs&apos; inputs</source>
        <translation>Tokens/s du modèle aux entrées des mesures</translation>
    </message>
</context>
<context>
    <name>infralab::ServingLatencyChart</name>
    <message>
        <source>Serving latency against the batch (theorem 4)</source>
        <translation>Latence de service selon le lot (théorème 4)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
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
        <translation>Latence</translation>
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
        <translation>Servir</translation>
    </message>
</context>
<context>
    <name>infralab::ServingTable</name>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>Tient ?</translation>
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
        <translation>Débit</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>€/M tokens</source>
        <translation>€/M tokens</translation>
    </message>
    <message>
        <source>Course table (section 03) on %1 at %2/h; your batch is highlighted.</source>
        <translation>Tableau du cours (section 03) sur %1 à %2/h ; votre lot est mis en évidence.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>NON</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sans prix</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>B&apos;s value, then its change from A</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 within %2 on %3</source>
        <translation>%1 en moins de %2 sur %3</translation>
    </message>
    <message>
        <source>req</source>
        <translation>req</translation>
    </message>
    <message>
        <source>%1: 1 GPU at batch %2 (margin %3)</source>
        <translation>%1 : 1 GPU à lot %2 (marge %3)</translation>
    </message>
    <message>
        <source>%1: %2 GPUs at batch %3 (margin %4)</source>
        <translation>%1 : %2 GPU à lot %3 (marge %4)</translation>
    </message>
    <message>
        <source>%1: impossible, the weights and the cache of one sequence do not fit in memory</source>
        <translation>%1 : impossible, les poids et le cache d&apos;une séquence ne tiennent pas en mémoire</translation>
    </message>
    <message>
        <source>%1: impossible, no batch meets the objective (batch 1 already takes %2)</source>
        <translation>%1 : impossible, aucun lot ne respecte l&apos;objectif (le lot 1 prend déjà %2)</translation>
    </message>
    <message>
        <source>%1. The current cells give the change from the pinned ones.</source>
        <comment>what the pinned scenario is, then how to read the current cells</comment>
        <translation>%1. Les cellules de l&apos;actuel donnent la variation par rapport à l&apos;épinglé.</translation>
    </message>
    <message>
        <source>The scenario&apos;s batch</source>
        <translation>Le lot du scénario</translation>
    </message>
    <message>
        <source>The pinned scenario&apos;s batch</source>
        <translation>Lot du scénario épinglé</translation>
    </message>
    <message>
        <source>The pinned scenario does not fit in memory at this batch</source>
        <translation>Le scénario épinglé ne tient pas en mémoire à ce lot</translation>
    </message>
    <message>
        <source>%1: %2 GPUs (%3 model copies × t = %4) at batch %5 (margin %6)</source>
        <translation>%1 : %2 GPU (%3 copies du modèle × t = %4) à lot %5 (marge %6)</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>under B&apos;s value in a narrow table: its change from A</comment>
        <translation>(%1)</translation>
    </message>
</context>
<context>
    <name>infralab::ServingThroughputChart</name>
    <message>
        <source>Throughput and cost against the batch (theorem 4)</source>
        <translation>Débit et coût selon le lot (théorème 4)</translation>
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
        <translation>€/M tokens à %1/h</translation>
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
        <translation>Attention multi-têtes : une tête clé/valeur par tête d&apos;attention (h_kv = %1), le plus gros cache.</translation>
    </message>
    <message>
        <source>GQA</source>
        <translation>GQA</translation>
    </message>
    <message>
        <source>Grouped-query attention: groups of heads share a key/value head (h_kv = %1): the cache is %2 times smaller than with MHA.</source>
        <translation>Attention à requêtes groupées : des groupes de têtes partagent une tête clé/valeur (h_kv = %1) : le cache est %2 fois plus petit qu&apos;avec MHA.</translation>
    </message>
    <message>
        <source>MQA</source>
        <translation>MQA</translation>
    </message>
    <message>
        <source>Multi-query attention: a single key/value head for all heads (h_kv = 1), the smallest cache.</source>
        <translation>Attention multi-requêtes : une seule tête clé/valeur pour toutes les têtes (h_kv = 1), le plus petit cache.</translation>
    </message>
    <message>
        <source>Serving levers</source>
        <translation>Leviers de service</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Têtes KV</translation>
    </message>
    <message>
        <source>Weights in %1, as trained: %2 per parameter.</source>
        <translation>Poids en %1, tels qu&apos;entraînés : %2 par paramètre.</translation>
    </message>
    <message>
        <source>Weights quantised to %1: %2 per parameter. Decoding reads %3 of the bf16 bytes, so TPOT falls to about %3 while it is memory-bound, and more memory is left for the KV cache.</source>
        <translation>Poids quantifiés en %1 : %2 par paramètre. Le décodage lit %3 des octets du bf16 : le TPOT tombe à environ %3 tant qu&apos;il est limité par la mémoire, et il reste plus de mémoire pour le cache KV.</translation>
    </message>
    <message>
        <source>KV cache in %1: %2 per stored key or value.</source>
        <translation>Cache KV en %1 : %2 par clé ou valeur stockée.</translation>
    </message>
    <message>
        <source>KV cache in %1: %2 per stored key or value. The cache takes %3 of its bf16 memory, so about %4 times the batch fits.</source>
        <translation>Cache KV en %1 : %2 par clé ou valeur stockée. Le cache occupe %3 de sa mémoire en bf16 : un batch environ %4 fois plus grand tient.</translation>
    </message>
</context>
<context>
    <name>infralab::StepTimeChart</name>
    <message>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Bulle du pipeline</translation>
    </message>
    <message>
        <source>TP all-reduces</source>
        <translation>All-reduce TP</translation>
    </message>
    <message>
        <source>PP point-to-point</source>
        <translation>Point à point PP</translation>
    </message>
    <message>
        <source>One training step with TP × PP × DP (exercise 2)</source>
        <translation>Un pas d&apos;entraînement avec TP × PP × DP (exercice 2)</translation>
    </message>
    <message>
        <source>TP × PP × DP = %1 × %2 × %3 = %4, but there are %5 GPUs.
Choose degrees whose product is the GPU count n.</source>
        <translation>TP × PP × DP = %1 × %2 × %3 = %4, mais il y a %5 GPU.
Choisissez des degrés dont le produit est le nombre de GPU n.</translation>
    </message>
    <message>
        <source>No step: the parallel degrees do not multiply to n</source>
        <translation>Aucun pas : le produit des degrés de parallélisme n&apos;est pas n</translation>
    </message>
    <message>
        <source>TP = 1: no tensor-parallel&lt;br&gt;traffic to move</source>
        <translation>TP = 1 : aucun trafic de&lt;br&gt;parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>TP inside one node&lt;br&gt;(nodes of %1 GPUs)</source>
        <translation>TP dans un nœud&lt;br&gt;(nœuds de %1 GPU)</translation>
    </message>
    <message>
        <source>TP across nodes&lt;br&gt;(nodes of %1 GPUs)</source>
        <translation>TP entre nœuds&lt;br&gt;(nœuds de %1 GPU)</translation>
    </message>
    <message>
        <source>This step&lt;br&gt;TP %1 × PP %2 × DP %3</source>
        <translation>Ce pas&lt;br&gt;TP %1 × PP %2 × DP %3</translation>
    </message>
    <message>
        <source>Time per step (%1)</source>
        <translation>Temps par pas (%1)</translation>
    </message>
    <message>
        <source>%1 %2 · efficiency %3</source>
        <translation>%1 %2 · efficacité %3</translation>
    </message>
    <message>
        <source>no TP</source>
        <translation>sans TP</translation>
    </message>
    <message>
        <source>TP across nodes</source>
        <translation>TP entre nœuds</translation>
    </message>
    <message>
        <source>TP on NVLink</source>
        <translation>TP sur NVLink</translation>
    </message>
    <message>
        <source>no DP</source>
        <translation>sans DP</translation>
    </message>
    <message>
        <source>DP across nodes</source>
        <translation>DP entre nœuds</translation>
    </message>
    <message>
        <source>DP on NVLink</source>
        <translation>DP sur NVLink</translation>
    </message>
    <message>
        <source>Efficiency %1 — %2</source>
        <translation>Efficacité %1 — %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Exposed DP</source>
        <translation>DP non recouvert</translation>
    </message>
    <message>
        <source>no step, TP × PP × DP ≠ n</source>
        <translation>pas de pas : TP × PP × DP ≠ n</translation>
    </message>
    <message>
        <source>PP across nodes (%1)</source>
        <translation>PP entre nœuds (%1)</translation>
    </message>
    <message>
        <source>PP on NVLink (%1)</source>
        <translation>PP sur NVLink (%1)</translation>
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
        <translation>Mémoire d&apos;entraînement par GPU selon la stratégie (exercice 2, ZeRO)</translation>
    </message>
    <message>
        <source>none ≤ %1</source>
        <translation>aucun ≤ %1</translation>
    </message>
    <message>
        <source>fits on 1</source>
        <translation>tient sur 1</translation>
    </message>
    <message>
        <source>fits on %1</source>
        <translation>tient sur %1</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Ne tient pas</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Mémoire par GPU (Go)</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>Mémoire %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Strategy, and the smallest GPU count that fits (1 … %1)</source>
        <translation>Stratégie, et le plus petit nombre de GPU qui tient (1 … %1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %Ln GPU(s): %2 per GPU, fits in %3</source>
        <translation>
            <numerusform>%1 sur %Ln GPU : %2 par GPU, tient dans %3</numerusform>
            <numerusform>%1 sur %Ln GPU : %2 par GPU, tient dans %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %Ln GPU(s): %2 per GPU, does not fit in %3</source>
        <translation>
            <numerusform>%1 sur %Ln GPU : %2 par GPU, ne tient pas dans %3</numerusform>
            <numerusform>%1 sur %Ln GPU : %2 par GPU, ne tient pas dans %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Weights (%1)</source>
        <translation>Poids (%1)</translation>
    </message>
    <message>
        <source>Master weights (%1)</source>
        <translation>Poids maîtres (%1)</translation>
    </message>
    <message>
        <source>Adam moments (%1)</source>
        <translation>Moments d&apos;Adam (%1)</translation>
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
        <translation>aucune</translation>
    </message>
    <message>
        <source>Activations (typed in)</source>
        <translation>Activations (saisies)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no GPU count fits</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Strategy, and the smallest GPU count that fits, pinned · current (1 … %1)</source>
        <translation>Stratégie, et le plus petit nombre de GPU qui tient, épinglé · actuel (1 … %1)</translation>
    </message>
</context>
<context>
    <name>infralab::TrainingPage</name>
    <message>
        <source>Training at scale</source>
        <translation>Entraîner à plusieurs</translation>
    </message>
</context>
<context>
    <name>infralab::UtilisationChart</name>
    <message>
        <source>%1 requests a day over %2 years</source>
        <translation>%1 requêtes par jour sur %2 ans</translation>
    </message>
    <message>
        <source>At %1 busy: GPU cloud %2, on-premise %3</source>
        <translation>À %1 d’occupation : GPU cloud %2, on-premise %3</translation>
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
        <source>API, no GPU of one&apos;s own: %1</source>
        <translation>API, sans GPU à soi : %1</translation>
    </message>
    <message>
        <source>u = %1</source>
        <translation>u = %1</translation>
    </message>
    <message>
        <source>Real utilisation of the GPUs u (%)</source>
        <translation>Utilisation réelle des GPU u (%)</translation>
    </message>
    <message>
        <source>Cost over the horizon (€)</source>
        <translation>Coût sur l’horizon (€)</translation>
    </message>
    <message>
        <source>Cost against the real utilisation of the GPUs</source>
        <translation>Coût selon l’utilisation réelle des GPU</translation>
    </message>
</context>
</TS>
