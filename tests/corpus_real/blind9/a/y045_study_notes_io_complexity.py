# Sources: S23, B1 (paraphrase / learner rewrite, study notes)
def designOutline():
    return {
        "memoryTraffic": "IO complexity: standard attention needs Θ(N²d²/M) HBM accesses, while FlashAttention needs "
                         "only Θ(Nd), because S is never stored in HBM.",
        "tiling": "Br = 64 and Bc = 128 with d = 64: the Q block stays in SRAM for a thread block, K/V blocks of 128 "
                  "rows are streamed; 4 warps per block.",
        "numericalStability": "Per row: running max m and running sum l in fp32; each new block updates "
                              "m_new = max(m, rowmax) and rescales acc and l by exp(m - m_new).",
        "tradeOff": "Larger head dim (256) makes the K/V tiles too big for shared memory, so Bc must drop to 32 and "
                    "the tensor cores are under-used.",
    }
