# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "The regular path materializes L x S scores and probabilities in global memory: 4096 x 4096 fp32 is 64 MB per matrix per head.",
            "My kernel never writes S or P: per-row m, l and the partial o stay in threadgroup memory / registers, and only O is written back to device memory.",
        ],
        "tiling": [
            "Br = 32 query rows per threadgroup, Bc = 32 key rows per inner step, head_dim = 128.",
            "The Q tile is loaded once and kept; K/V tiles are streamed along the key axis; grid = (L / Br, heads, batch).",
        ],
        "numericalStability": [
            "online softmax: m_new = max(m, rowmax(s)); o *= exp(m - m_new); l = l * exp(m - m_new) + rowsum(exp(s - m_new))",
            "accumulate in float32 and divide o by l after the last block; masked positions get -inf and a fully masked row is guarded so it gives 0, not NaN.",
        ],
        "tradeOff": [
            "For decode (L = 1) the tiling buys almost nothing: there is only one query row per head, so most of the threadgroup's 32 rows are idle padding.",
        ],
    }
