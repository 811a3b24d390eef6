# Sources: S28 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "Flash attention solves a memory problem, not a math problem. My kernel never materialises the N×N matrix in HBM: each block of scores is computed in SRAM, used for P·V and discarded; HBM gets Q, K, V reads and O + logsumexp writes, so memory is O(N) instead of O(N²).",
        "tiling": "Blocks of 128 query rows per thread block stay in SRAM for the whole kernel; K/V come in 64-row blocks; with causal masking the K/V blocks completely above the diagonal are skipped, which halves the work for GPT-style models.",
        "numericalStability": "Softmax is done online: running max m and sum l per row in fp32; when a block brings a larger max, the old accumulator and l are rescaled by exp(m_old − m_new), so the final O equals exact softmax attention.",
        "tradeOff": "For short contexts (N <= 1K) there are too few query blocks per head to fill the SMs and kernel launch overhead dominates, so the speed-up is small; it pays off at 8K+ tokens.",
    }
