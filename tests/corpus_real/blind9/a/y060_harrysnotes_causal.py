# Sources: S17, B1 (paraphrase / learner rewrite, interview prep)
def designOutline():
    return {
        "memoryTraffic": "One-sentence version: the T x T scores are never materialized; softmax and the V-weighted "
                         "sum happen in one tiled pass in SRAM, so HBM only sees Q, K, V reads and O writes (+ m, l "
                         "per row), O(T) memory instead of O(T^2).",
        "tiling": "Q tiles of B_q = 64 rows and K/V tiles of B_k = 64 rows, d = 128; each Q tile is loaded into "
                  "shared memory once, K/V tiles are loaded, used, and discarded. For causal attention tiles with "
                  "all j > i are skipped entirely.",
        "numericalStability": "Running max m, normalizer l and accumulator o per query row; alpha = e^(m - m_new) "
                              "rescales l and o before adding the new block; o_i = o / l at the end. Masked "
                              "positions get -inf inside the diagonal tile.",
        "tradeOff": "Backward stores only Q, K, V and (m, l) and recomputes attention on the fly: extra FLOPs in "
                    "exchange for not keeping the T x T matrix.",
    }
