# Sources: S48 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The FA-2 training forward emits both O and the per-row natural-log logsumexp L (f32, [B, H_q, qL]) for the backward; no attention matrix is ever stored in device memory.",
        "tiling": "Same tile geometry as the prefill kernel: BQ = 32 query rows per threadgroup, BK = 16 keys per K-tile sweep, D = 128, simdgroup MMA; function constants align_Q (qL % BQ == 0) and align_K.",
        "numericalStability": "Q is pre-scaled by scale * log2(e) so the running max and exp2 sum live in base-2 space; at the end L = max_b2 * ln(2) + ln(sum_b2) converts back to natural log.",
        "tradeOffs": [
            "The training forward writes one extra f32 per row (L), and the backward recomputes S and P from Q, K and L instead of storing P: one extra QK^T per tile.",
        ],
    }
