# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "The forward is one Triton kernel: QK^T, the causal mask, softmax and the PV product all happen "
            "in registers/shared memory, so the N x N score matrix is never written to HBM. Per program we "
            "load its Q block once, stream every K/V block of that head once, and write back only the O "
            "block plus one fp32 value per row (M = m + log l) for the backward."
        ),
        "tiling": (
            "I copied the tutorial's autotune idea: configs for BLOCK_M in {64, 128} and BLOCK_N in {64, 128}, "
            "num_stages in {3, 4} on NVIDIA (1 on HIP, where the software pipeliner is different) and "
            "num_warps 4 or 8, pruning configs that use 8 warps on tiles smaller than 128 x 128 because eight "
            "warps have nothing to do there. Grid = (cdiv(N_CTX, BLOCK_M), batch * heads); each program keeps "
            "its Q tile and fp32 accumulator on chip and loops over K/V. On H100 the winner for d = 128 fp16 "
            "was BLOCK_M = 128, BLOCK_N = 64, 3 stages: 32 KiB of Q plus 3 x (16 + 16) KiB of K/V = 128 KiB, "
            "well under the 227 KiB a block may use."
        ),
        "numericalStability": (
            "Running row max m_i and row sum l_i kept in fp32; each new block computes m_new = max(m_i, rowmax(qk)), "
            "multiplies acc and l_i by exp2(m_i - m_new) and adds exp2(qk - m_new) @ V. The 1/sqrt(d) scale is "
            "folded together with log2(e) so the kernel uses exp2. Divide by l_i once at the end."
        ),
        "tradeOff": (
            "The autotune space is 2 x 2 x 2 x 2 = 16 configs per key; every new N_CTX value triggers compiling "
            "and benchmarking all of them, so the first call is slow (seconds), and the best config found on H100 "
            "is not the best on A100, so it must be re-tuned per GPU."
        ),
    }
