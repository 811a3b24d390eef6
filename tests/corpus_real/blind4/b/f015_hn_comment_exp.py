# Sources: S14 (excerpt of a Hacker News tl;dr + commenter-style rewrite)
def designOutline():
    return {
        "memoryTraffic": "FA is IO-bound thinking: S never hits HBM, it's QK^T -> softmax -> PV in registers/smem, one kernel.",
        "tiling": "FA3 on H100: 128x128 tiles (Br = 128, Bc = 128, d = 128), producer warps do TMA loads of K/V while consumer warpgroups do the wgmma; 2 stages.",
        "numericalStability": "exp2 with log2(e) folded into the softmax scale, running max per row, acc rescaled by exp2(m_old - m_new) when the max moves, all in fp32.",
        "tradeOff": "Tldr the exps are the bottleneck: the MUFU unit does ~16 ops/clk/SM vs thousands of FLOPs for matmul, so softmax stalls the tensor cores unless you overlap it (ping-pong between warpgroups).",
    }
