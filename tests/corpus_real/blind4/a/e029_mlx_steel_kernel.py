# Sources: D03 (paraphrase of the mlx-mfa README; learner sizes)
def designOutline():
    return {
        "memoryTraffic": "Q loaded once into registers, K/V streamed tile by tile from device memory once per query "
                         "block; the attention matrix is never written to device memory.",
        "tiling": "BQ = 32 query rows per threadgroup, BK = 32 key rows per step, D = 128; K/V tiles in threadgroup "
                  "memory; with causal, K tiles after the last query of the block are skipped entirely (~half "
                  "the tiles at full causal), with a sliding window only window/N of the tiles are active.",
        "numericalStability": "float32 accumulators; running row max, scores pre-multiplied by log2(e) so exp2 can be "
                              "used; previous output and sum rescaled by exp2(m_old - m_new).",
        "tradeOff": "D = 256 and 512 spill registers because the Q and O tiles are kept in registers, so the "
                    "kernel is slower than the built-in SDPA there and is routed back to SDPA.",
    }
