# Sources: I01 (paraphrase / learner rewrite of the PR discussion)
def designOutline():
    return {
        "memoryTraffic": "Backward: each CTA owns one K/V block, keeps dK_j and dV_j in registers and writes them to "
                         "HBM once at the end. dQ is different: every K/V block contributes to every dQ_i, so dQ is "
                         "accumulated in an fp32 dQaccum buffer in HBM. S and P are recomputed on chip, never stored.",
        "tiling": "bwd grid over K/V blocks: Bc = 128 rows of K_j, V_j loaded once into smem, inner loop over "
                  "Q blocks of Br = 64 (Q_i, dO_i, L_i streamed), d = 128.",
        "numericalStability": "No running max needed in bwd: P_ij = exp(S_ij - L_i) using the logsumexp L stored by "
                              "the forward; D_i = rowsum(dO_i * O_i) precomputed in fp32.",
        "tradeOff": "The default dQ update is an atomicAdd from many CTAs, so the order of the fp32 adds changes "
                    "between runs -> dQ is not bitwise reproducible. Deterministic mode orders the adds with "
                    "semaphores (extra workspace) and CTAs wait for their turn, which makes the backward slower.",
    }
