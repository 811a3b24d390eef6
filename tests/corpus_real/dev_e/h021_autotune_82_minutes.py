# Sources: S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each program loads its Q tile from HBM once, then streams K and V tiles (V loaded after QK^T, PRE_LOAD_V = False); S stays in registers, O is written once at the end.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, num_warps = 8, num_stages = 1, waves_per_eu = 1 on gfx1100; grid = (cdiv(N, 128), batch * heads).",
        "numericalStability": "Triton-tutorial style: qk is scaled by log2(e)/sqrt(d) and exp2 is used; m_i and l_i are fp32, alpha = exp2(m_i - m_ij) rescales acc and l_i every iteration.",
        "tradeOff": "Autotuning over BLOCK_M/BLOCK_N/num_warps/num_stages took 82 minutes on gfx1100 and has to re-run when the shapes change, so we ship a fixed config per GPU instead - and a default config that was not tuned for the card can be 2x slower.",
    }
