# Sources: S36, S47 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "K and V stream from device memory once per query block; Q read once, O written once; the 32 x 32 score block exists only in simdgroup matrices/threadgroup memory.",
        "tiling": [
            "threadgroup = 4 simdgroups x 32 threads = 128 threads, one per (32-query block, head)",
            "each simdgroup owns 8 query rows and computes its 8 x 32 slice of S with 8x8 simdgroup_matrix ops",
            "BQ = 32, BK = 32, head_dim = 128, half: Q 8 KB stays in threadgroup memory, K 8 KB + V 8 KB are "
            "refilled per KV step -> 24 KB of the 32 KB limit",
            "loop order: query block fixed, KV blocks in the inner loop",
        ],
        "numericalStability": "per row: running max + running sum in float, acc *= exp(m_old - m_new) before adding P·V of the new block, final acc / sum; fully masked rows output 0.",
        "tradeOff": "at head_dim = 256 the same 32 x 32 tiles need 16 + 16 + 16 = 48 KB, over the 32 KB threadgroup limit, so BK has to drop to 16 (16 + 8 + 8 = 32 KB), doubling the number of KV steps and barriers.",
    }
