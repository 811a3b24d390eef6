# Example: a WEAK outline with MISSING entries. memoryTraffic and tiling are good, but there is
# no numericalStability entry, and no trade-off or failure mode anywhere (neither a dedicated
# entry nor a "Trade-off: ..." / "fails when ..." statement inside another entry).


def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM: one fused kernel reads Q, K, V and "
                         "writes O and the row logsumexp.",
        "tiling": "BLOCK_M = 128 query rows per program stay in shared memory; K/V are streamed "
                  "in BLOCK_N = 64 row blocks; 4 warps per program.",
    }
