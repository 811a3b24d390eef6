def designOutline():
    return {
        "memoryTraffic": "Same IO as FA1: Q, K, V read, O and logsumexp written, S/P never stored. FA2 also avoids re-writing O every inner iteration: O_i stays in registers and is written once at the end of the K/V loop.",
        "tiling": "Loop order swapped compared to FA1: the outer loop is over query blocks (parallel across thread blocks, grid = (N/Br, batch*heads)) and the inner loop over K/V blocks. Inside a block the 4 warps split Q (each warp owns 16 rows) instead of splitting K, so no shared-memory reduction between warps is needed.",
        "numericalStability": "Keep the unnormalised accumulator and only divide by the row sum l once at the very end; rescale by exp(m_old - m_new) in between. Store only the logsumexp L = m + log(l), not m and l separately, for the backward.",
        "tradeOff": "Parallelising over the sequence dimension helps when batch*heads is small, but in the backward, splitting over K/V blocks means dQ is accumulated across blocks with atomic adds, which makes results non-deterministic.",
    }
