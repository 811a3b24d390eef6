# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One cuTile kernel does QK^T, the online softmax and PV; the score tile lives in registers and is never stored to global memory, so HBM sees Q, K, V reads and the O write only.",
        "tiling": "Start with 64x64 tiles (64 query rows per block, K/V streamed 64 rows at a time), one block per (query tile, batch*head); for causal, split the K loop into the unmasked part and the diagonal tile.",
        "numericalStability": "Running row max and running sum kept in fp32; each new K tile rescales the accumulator by exp(m_old - m_new) before adding P@V, final divide by the sum.",
        "tradeOff": "The trap of larger tiles: going from 64x64 to 256x128 made it 18-43% slower, because the bigger tile needs many more registers per thread and occupancy collapses; only fast-math and autotuning won it back.",
    }
