# Sources: S25 (already-used source; learner homework answers)


def designOutline():
    return {
        "memoryTraffic": (
            "The kernel reads Q once and K/V once per Q block, writes O and the LSE; P never leaves SRAM."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 64, head_dim = 64, num_stages = 3, num_warps = 4. The backward main "
            "loop is split in 3 parts because of the causal mask: blocks fully below the diagonal run "
            "without a mask, the diagonal block is masked, blocks above it are skipped."
        ),
        "numericalStability": (
            "m_i, l_i in fp32; alpha = exp2((m_i - m_new) * log2e) rescales acc and l_i; exp2 instead of exp "
            "with the 1/sqrt(d) scale folded into log2e."
        ),
        "tradeOff": (
            "Mine is slower than flash_attn_func: Triton does not overlap the softmax with the second GEMM, "
            "and with 3 stages the kernel needs ~64 KB of shared memory, so only 3 CTAs fit per SM."
        ),
    }
