# sources: S11, S12, S13 (Dao-AILab/flash-attention issues #1245, #414, #988; maintainer/user sentences quoted in failure_modes, the rest a learner summary)
def designOutline():
    return {
        "memory_traffic": "Forward keeps S/P on chip and writes O and the logsumexp L (N floats per head). Backward reads Q, K, V, O, dO, L again and recomputes P blockwise.",
        "tiling": "Backward parallelizes over K/V blocks (one thread block per key block j, loops over query blocks i). dK_j and dV_j accumulate in registers of that block and are written once; dQ_i gets a contribution from every j, so it is accumulated in an fp32 dQ_accum buffer in global memory.",
        "numerical_stability": "P is recomputed as exp(S - L) with the stored L = m + log(l) in fp32, so no max has to be recomputed and values stay <= 1.",
        "failure_modes": "Yes, backward pass is not deterministic because we use atomic adds: different key blocks add into the same dQ_accum rows and the order of the floating-point adds changes from run to run, so dQ differs slightly between runs (only dQ; dK and dV don't). To be deterministic, kernels need to avoid seqK parallel and loop it sequentially instead, which makes sure dQ_i is written back in a fixed order, but it is slower.",
    }
