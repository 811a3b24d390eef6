# Sources: S40 (paraphrase / docstring rewrite)

def designOutline():
    return {
        "memoryTraffic": "flash.rs never allocates the [seq_q, seq_k] score tensor: each query block's scores are computed into a block-sized scratch buffer, folded into the output accumulator and discarded; the layer writes only the [seq_q, head_dim] output.",
        "tiling": "block_size_q = 64 query rows, block_size_kv = 64 key rows, head_dim 64: outer loop over query blocks (parallel over rayon threads), inner loop over KV blocks; causal blocks entirely above the diagonal are skipped. Trade-off: the scratch buffers are per thread, so with many threads at block 128 they no longer fit in L2 and the speed-up disappears.",
        "numericalStability": "Per row: m = max(m, block max); l = l * exp(m_prev - m) + sum(exp(s - m)); acc = acc * exp(m_prev - m) + P V; out = acc / l.",
    }
