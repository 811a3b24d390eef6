# Sources: S19 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "Memory side: each row keeps its running max and running sum, and the partial output is rescaled with exp(m_old - m_new) when a bigger score comes in, so we never need the whole row at once.",
        "tiling": "tile_m = 128, tile_n = 64 for head_dim 128 (fp16: 32 KB Q + 16 KB K + 16 KB V); one CTA per (q tile, head), K/V tiles streamed with 2 stages, 4 warps (128 threads).",
        "numericalStability": "fp32 accumulator for O and for the row statistics m, l; logits scaled by log2(e) and exp2 used; m starts at -inf and rows that are fully masked (causal) are guarded to give 0 output instead of NaN.",
        "tradeOff": "At head_dim = 256, causal, bf16 on sm_89 the forward asks 131072 bytes of shared memory but the card allows only 101376, so the launch fails with cudaErrorInvalidValue: the tile heuristic was written for A100 and is not head-dim aware.",
    }
