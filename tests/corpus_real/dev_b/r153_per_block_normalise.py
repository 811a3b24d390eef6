# sources: S2 ("each tile is a complete mini-attention problem"), S53; learner rewrite of a common misunderstanding
def designOutline():
    return {
        "memoryTraffic": "Q block read once per CTA, K/V blocks streamed; no N x N buffer in HBM, scores stay in shared memory/registers; O written once at the end.",
        "tiling": "Br = 64 query rows per CTA, Bc = 128 keys per step, head dim 64, grid (N/64, batch*heads), 4 warps.",
        "numericalStability": "Within each K/V block subtract that block's max, take exp and normalise by the block's own sum l_j, multiply by V_j, and add the block results into O.",
        "tradeOff": "Bc = 128 makes the S tile 64 x 128 fp32 = 32 KB of registers per CTA; with 4 warps that is 64 registers per thread just for S, so the compiler spills when d grows to 128.",
    }
