# Sources: S09, S12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard: S and P (N x N) written and read back, Theta(N d + N^2) HBM accesses. Ours: S/P stay in SRAM/registers, K and V are re-read once per Q block, so Theta(N^2 d^2 / M) accesses for SRAM size M; with d = 128 and M ~ 100 KB that is many times fewer bytes than writing the N x N matrix.",
        "tiling": "Br = 128 query rows per CTA resident with their fp32 O accumulator; Bc = 64 keys per step; head_dim = 128 in bf16: 32 KB + 2 x (16 + 16) KB = 96 KB with 2 stages; grid (N/128, heads, batch).",
        "numericalStability": "FA2: unnormalised O accumulated, rescaled by exp(m_old - m_new) per K/V block, single division by l at the end; LSE = m + log l stored; fp32 for m, l and O.",
        "tradeOff": "Causal: the CTA for the last Q block loops over all N/64 K blocks, the first one over just one; CTAs finish unevenly and the last wave leaves SMs idle unless the scheduler launches the longest blocks first.",
    }
