# Sources: S23, B2 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Our summary: the win is IO, not FLOPs. The S and P tiles never leave SRAM; HBM sees Q, K, V "
                         "reads (K, V re-read once per query block) and O + logsumexp writes.",
        "tiling": "FA2-style: each CTA owns 128 query rows, loops over 64-row K/V tiles, 4 warps split the Q rows so "
                  "no shared-memory exchange between warps is needed; d = 64.",
        "numericalStability": "Unnormalized output O~ is rescaled by exp(m_old - m_new) each step and divided by l "
                              "only once at the end; LSE = m + log l is stored for backward.",
        "tradeOff": "Trade-off discussed in the group: smaller tiles mean better occupancy and less register use.",
    }
