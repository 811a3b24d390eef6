# Sources: S57* (paraphrase, new writer)
def designOutline():
    return {
        "memoryTraffic": (
            "Same as the hdim 512 path: Q, K, V tiles go from HBM to smem, S stays in registers, "
            "only O and lse are written."
        ),
        "tiling": (
            "run_mha_fwd_hdim1024 with Flash_fwd_kernel_traits<1024, 64, 64, 4>: BLOCK_M = 64, "
            "BLOCK_N = 64, head_dim = 1024, K/V double-buffered (2 stages), 4 warps, same as the 512 "
            "modification."
        ),
        "numericalStability": (
            "Unchanged: fp32 running max and sum, acc rescaled by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "At head dim 1024 the output came out wrong, most likely because the tiles overrun the "
            "shared memory of one block; with such large head dims naive attention may simply be "
            "faster."
        ),
    }
