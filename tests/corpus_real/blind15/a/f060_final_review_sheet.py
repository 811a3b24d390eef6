# Sources: S01 (paraphrase), S02 (paraphrase), S03 (paraphrase / learner review sheet)


def design_outline():
    return {
        "memory_traffic": "Fused QK^T -> mask -> softmax -> PV: S and P live only as on-chip tiles, never in HBM. "
                          "HBM reads: Q once, K/V once per query block; writes: O and lse. Extra memory O(N), not O(N^2).",
        "tiling": "Q blocks of 128 rows, one CTA per (Q block, batch*head), Q and fp32 O accumulator resident; "
                  "K/V streamed in 64-row blocks, 2-stage pipeline; causal: blocks entirely above the diagonal skipped.",
        "numerical_stability": "online softmax: per row running max m and sum l in fp32; acc, l *= exp(m_old - m_new) "
                               "when m grows; fully masked rows keep m = -inf and are guarded to give 0, not NaN.",
        "failure_modes": "head_dim 256 in fp16: 128-row Q, K and V tiles are 64 KB each, 192 KB before pipelining, "
                         "so the K/V tile must drop to 64 rows or the kernel won't launch; more K/V re-reads, slower.",
    }
