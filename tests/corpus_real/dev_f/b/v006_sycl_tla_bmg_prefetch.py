# Sources: S06 (paraphrase of PR description)
def designOutline():
    return {
        "memoryTraffic": "K and V tiles are prefetched from global into L1 ahead of use; the score tile is only in registers, never stored. Writes: O only.",
        "tiling": "For BMG with head size >64 the Q tile is kept at 64 rows per subgroup group and K/V at 64 rows per iteration, and the prefetch distance is shortened so the prefetched K/V fits the smaller L1 per Xe-core (smaller than on PVC).",
        "numericalStability": "fp32 running max and sum per row, previous output rescaled with exp(m_prev - m_cur).",
        "failureMode": "Using the PVC configuration on BMG causes register pressure at head size >64: the accumulators spill, and the PVC prefetch distance thrashes BMG's smaller L1.",
    }
