# Sources: S34 (paraphrase / learner rewrite), S01
# phase 3.3 of my CUDA learning path: what my fp32 kernel does


def designOutline():
    return {
        "memoryTraffic": (
            "Flash mem = Q + K + V + O only, O(N*d); the naive version additionally allocates S and P (N x N) in "
            "global memory. In my kernel the Br x Bc score tile is computed into shared memory, exponentiated in "
            "place and multiplied by the V tile there, never stored to global memory."
        ),
        "tiling": (
            "Br = 32, Bc = 32, d = 64, fp32. Shared memory per block: q_tile 32x64 + kv_tile 32x64 (K, then V reuses "
            "the same buffer) + scores 32x32 + m, l, corr (3x32) = 5216 floats = 20.4 KB, well within 48 KB. "
            "Grid = N / Br blocks, blockDim = 64 threads, each thread owns one output dimension for all 32 rows."
        ),
        "numericalStability": (
            "Per-row running max and sum live in shared memory so all threads can read the correction factor "
            "corr = expf(old_m - m_new); the guard sets corr = 0 when old_m is still -FLT_MAX to avoid "
            "-inf - (-inf) = NaN. o_acc *= corr, l = l * corr + tile_sum, final o = o_acc / l."
        ),
        "tradeOff": (
            "Only 64 threads per block and a scalar dot-product loop, no tensor cores: correctness first, but the "
            "kernel is far below cuBLAS speed; a real one needs 128-256 threads with register tiling and WMMA."
        ),
    }
