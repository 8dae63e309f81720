<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Catalogue</name>
    <message>
        <source>cannot open &quot;%1&quot;: %2</source>
        <translation>impossible d&apos;ouvrir &quot;%1&quot; : %2</translation>
    </message>
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
        <translation>Utilisation : infralab [FICHIER] [options]
              infralab tables [--lang fr|en]
              infralab report [--scenario FICHIER] [--set CLÉ=VALEUR]... [--json]
              infralab list devices|models|keys

InfraLab rend explorable le chapitre du cours sur les infrastructures de l&apos;IA : roofline, mémoire
d&apos;entraînement, pipelines, service et coûts, avec la formule derrière chaque chiffre.

Commandes :
  (aucune)      ouvre la fenêtre d&apos;exploration, avec FICHIER comme scénario s&apos;il est donné
  tables        affiche les tableaux du cours, tels que son code les affiche
  report        affiche tous les chiffres calculés du scénario (--json : unités SI)
  list          liste les matériels ou les modèles du catalogue, ou les clés du scénario

Options :
  --lang fr|en          langue de l&apos;interface (par défaut : celle mémorisée, sinon celle du système)
  --scenario FICHIER    charge un fichier de scénario (.infralab, JSON)
  --set CLÉ=VALEUR      modifie une entrée du scénario ; répétable (infralab list keys)
  --catalogue FICHIER   ajoute ou remplace des matériels et des modèles depuis un fichier JSON ; répétable
  --json                sortie lisible par une machine, pour report
  --version             affiche la version
  --help                affiche cette aide

Codes de sortie : 0 succès, 2 entrée refusée (le message nomme la clé, la valeur et la raison),
1 erreur interne.
</translation>
    </message>
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
        <source>option %1: value &quot;%2&quot; refused: expected a whole number of pixels from 16 to 16384</source>
        <translation>option %1 : valeur &quot;%2&quot; refusée : nombre entier de pixels de 16 à 16384 attendu</translation>
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
        <source>%1 €</source>
        <translation>%1 €</translation>
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
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Device (catalogue id)</source>
        <translation>Matériel (identifiant du catalogue)</translation>
    </message>
    <message>
        <source>Second device to compare (catalogue id)</source>
        <translation>Second matériel à comparer (identifiant du catalogue)</translation>
    </message>
    <message>
        <source>Compute precision: the device&apos;s peak and the weights&apos; size</source>
        <translation>Précision de calcul : le pic du matériel et la taille des poids</translation>
    </message>
    <message>
        <source>Model preset (catalogue id); choosing one sets the model.* keys</source>
        <translation>Modèle prédéfini (identifiant du catalogue) ; en choisir un fixe les clés model.*</translation>
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
        <translation>Taux d&apos;utilisation des FLOPs du modèle pour le débit d&apos;entraînement</translation>
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
        <source>Share of the peak reached when serving</source>
        <translation>Part du pic atteinte en service</translation>
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
        <source>GPU count n</source>
        <translation>Nombre de GPU n</translation>
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
    <name>infralab::MainWindow</name>
    <message>
        <source>InfraLab</source>
        <translation>InfraLab</translation>
    </message>
    <message>
        <source>InfraLab: what runs AI models, and what it costs.</source>
        <translation>InfraLab : ce qui fait tourner les modèles d&apos;IA, et ce que ça coûte.</translation>
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
        <source>this InfraLab reads version %1</source>
        <translation>cet InfraLab lit la version %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; at the top level</source>
        <translation>clé &quot;%1&quot; inconnue au niveau supérieur</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>cannot open &quot;%1&quot;: %2</source>
        <translation>impossible d&apos;ouvrir &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 bytes, at most %3)</source>
        <translation>&quot;%1&quot; est trop volumineux (%2 octets, au plus %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>impossible d&apos;écrire &quot;%1&quot; : %2</translation>
    </message>
</context>
</TS>
