# sources: S1 (Sec. 3.1, memoryTraffic excerpted), S47 (softmax teaching page), S2; learner rewrite elsewhere
def designOutline():
    return {
        "memoryTraffic": "The main idea is that we split the inputs Q, K, V into blocks, load them from slow HBM to fast SRAM, then compute the attention output with respect to those blocks, in one kernel: the N x N scores and probabilities are never written to global memory; the kernel only reads Q, K, V and writes O and the per-row logsumexp.",
        "tiling": "128-row Q tiles and 64-row K/V tiles at head dim 64; the Q tile and O accumulator stay resident in shared memory and registers; one CTA per (Q tile, head), inner loop over K/V tiles.",
        "numericalStability": "Subtract the running row max before exp; keep the max m and sum l in fp32; when a tile has a larger max, rescale the earlier accumulator and l by exp(m_old - m_new).",
        "tradeOff": "Subtract the max to avoid overflow, and use fp32 for the statistics to avoid precision problems.",
    }
