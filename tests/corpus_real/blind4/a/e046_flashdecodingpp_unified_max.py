# Sources: A13 (paraphrase of FlashDecoding++, arXiv:2311.01282; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Decode: KV read once from HBM, partial results of the KV splits written to a small buffer; "
                         "with a unified max there is no need to read back partial maxima before the final add.",
        "tiling": "flat GEMM for decode: the 1-row (or < 8-row) query is padded to 8 rows instead of 64, K/V split "
                  "across CTAs, double buffering of K/V tiles in shared memory.",
        "numericalStability": "Instead of a running max, subtract a unified value phi chosen per model from "
                              "statistics; if any score - phi falls outside the safe range [a, b] the block is "
                              "recomputed with the usual synchronized max, so exp never overflows.",
        "tradeOff": "if a model's scores often leave the safe range, many blocks must be recomputed with the "
                    "synchronized method and the speed-up disappears.",
    }
