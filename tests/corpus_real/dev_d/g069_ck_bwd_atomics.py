# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "bwd kernel per K/V tile: K and V tile stay in LDS, loop over Q tiles; P is rebuilt from Q, K and the saved LSE and never read from HBM (it was never stored); dK, dV written once per tile, dQ accumulated into an fp32 buffer in HBM.",
        "tiling": "kN0 = 128 keys per workgroup held in LDS for the whole loop, kM0 = 64 query rows per iteration; one workgroup per (key tile, head, batch).",
        "numericalStability": "P = exp(S*scale - LSE) using the forward LSE, so no running max is needed in the backward and no exp overflows; dS = P * (dP - D) with D = rowsum(dO * O) in fp32.",
        "tradeOff": "dQ gets contributions from every key tile, so workgroups add into the fp32 dQ buffer with atomics: the summation order changes run to run (non-deterministic), and a separate convert kernel casts dQ back to bf16.",
    }
