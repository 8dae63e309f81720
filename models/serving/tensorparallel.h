#pragma once
// Serving one model on t GPUs with tensor parallelism (course definition "Tenseurs : une couche est découpée
// entre GPU", exercise 5's "all-reduce des activations partielles à chaque couche"; Shoeybi et al.,
// Megatron-LM, 2019, §3): each GPU holds 1/t of every weight matrix and of the attention heads, and the t
// partial results of each layer are summed by two all-reduces.

namespace infralab {

/// Key/value heads one GPU caches: h_kv/t when t divides h_kv; when t exceeds h_kv, each GPU still keeps the
/// one head its query heads read (vLLM replicates the KV heads then), so max(h_kv/t, 1).
double kvHeadsPerGpu(int kvHeads, int tensorParallel);

/// Whether t GPUs can share a model's heads: t divides the a query heads (Megatron-LM §3 splits attention by
/// heads), and either t divides the h_kv key/value heads or h_kv divides t (each KV head then replicated
/// t/h_kv times).
bool tensorParallelSplitsHeads(int heads, int kvHeads, int tensorParallel);

/// Communication of one forward pass of `tokens` tokens over t GPUs: Megatron-LM §3 places two all-reduces in
/// each layer's forward pass (after the attention's output projection and after the MLP), each of the tokens'
/// activations, tokens·h·b_a bytes; each is theorem 2's ring all-reduce, as the training's data-parallel one
/// (communication.h): 2·L · 2(t − 1)/t · tokens·h·b_a / BW. Nothing when t = 1. Exercise 3's latency per
/// step is left out, as in the training's all-reduce: it would add 2·L·2(t − 1)·α.
double tensorParallelForwardTime(double tokens, double hidden, double bytesPerValue, int layers,
                                 int tensorParallel, double bandwidth);

/// FLOPs of the attention's scores Q·Kᵀ and their product with V in the forward pass of a prompt of n tokens:
/// 2·n²·h each per layer, 4·L·h·n² per sequence, i.e. 4·L·h·n per token — the forward third of the training
/// term 12·L·h·s (Narayanan et al., SC 2021, §5.1), counted over the whole n × n matrix as there; a causal
/// kernel computes about half of it.
double prefillAttentionFlops(int layers, double hidden, double promptTokens);

/// FLOPs of the attention for one generated token over a context of `context` cached tokens: its query
/// against the ctx keys (Q·Kᵀ, 2·h·ctx per layer: one multiply-add per head dimension and key) and the
/// softmax's weights times the ctx values (2·h·ctx again), 4·L·h·ctx. Kaplan et al. 2020, Table 1, count the
/// first half, "Attention: Mask" 2·n_layer·n_ctx·d_attn forward FLOPs per token; the product with V doubles
/// it, as the prefill's 4·L·h·n per token above. The course's 8B at ctx 8 192: 4·32·4 096·8 192 = 4.3 GFLOP
/// beside 2N = 16 GFLOP. The KV cache the step reads, 2·L·h_kv·d_k·b_kv·ctx bytes, is in TPOT's memory term
/// always.
double decodeAttentionFlops(int layers, double hidden, double context);

} // namespace infralab
