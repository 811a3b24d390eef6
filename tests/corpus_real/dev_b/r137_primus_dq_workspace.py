# sources: S31 (AMD-AGI/Primus-Turbo PR #480, FlyDSL attention backward; excerpt + learner glue)
def designOutline():
    return {
        "memoryTraffic": "Backward dQ path: instead of a split-K workspace where every KV band writes its own partial copy of dQ (bands x |dQ| bytes, which follows the square of the context length) and a later pass folds them, the body adds dQ straight into one bf16 image with buffer atomics: no workspace, no fold pass.",
        "tiling": "Each workgroup owns one band of keys (K_j, V_j kept on chip, dK_j and dV_j accumulated in registers) and loops over all query blocks of the head; at D = 64 the operands of the third GEMM are swapped so a lane owns 8 consecutive d of one q row and dQ is written in its own SBHD layout.",
        "numericalStability": "P is recomputed in fp32 as exp(S - LSE) from the saved logsumexp, dS = P * (dP - Delta) with Delta = rowsum(dO * O) precomputed once per row, so no softmax max has to be recomputed.",
        "tradeOff": "Atomics accumulate in arrival order, so the atomic dQ path is not bitwise reproducible from run to run; the split-K workspace path stays for users who need deterministic gradients.",
    }
