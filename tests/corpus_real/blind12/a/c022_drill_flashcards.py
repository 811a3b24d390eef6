# Sources: S22 (already-used source; learner rewrite in own words)
# flashcard deck turned into the outline, Q/A style

SRAM_KB = 228


def designOutline():
    br, bc, d = 128, 64, 128
    q_kb = br * d * 2 // 1024
    kv_kb = 2 * bc * d * 2 // 1024
    return {
        "memoryTraffic": "Q: what goes to HBM? A: only O and logsumexp (N values per head); the N x N score matrix is never written, tiles of S/P stay in SRAM.",
        "tiling": f"Q: tile shape? A: Br={br} query rows resident in SMEM per CTA, Bc={bc} K/V rows streamed per step, d={d}: {q_kb} KB + {kv_kb} KB of the {SRAM_KB} KB per SM on H100.",
        "numericalStability": "Q: two scalars per row? A: m (running max of logits) and l (running sum of exp(logit - m)); on a new max, l and acc are scaled by exp(m_old - m_new).",
        "tradeOff": "Q: what does backward pay? A: it recomputes the attention scores from Q, K and the saved logsumexp instead of reading a stored softmax matrix: an extra QK^T matmul per tile.",
    }
