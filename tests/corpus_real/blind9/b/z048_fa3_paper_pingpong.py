# Sources: S00 (FlashAttention-3 paper, list-form summary by a reader)
def designOutline():
    return {
        "memoryTraffic": [
            "Q tile loaded once per CTA with TMA; K and V tiles streamed from HBM through a circular smem buffer",
            "S and P stay in registers between the two WGMMAs; only O and the per-row LSE are written to HBM",
        ],
        "tiling": [
            "Br = 128, Bc = 128 at head dim 128 on H100, 2-stage K/V pipeline",
            "producer warp (setmaxnreg down) issues TMA, two consumer warpgroups ping-pong: one does softmax while the other runs its GEMMs",
        ],
        "numericalStability": [
            "row max and row sum in fp32, exp2 with log2(e) folded into the softmax scale",
            "accumulator rescaled by exp2(m_old - m_new) when the max grows; FP8 uses block quantization and incoherent processing to cut quantization error",
        ],
        "tradeOff": [
            "intra-warpgroup overlap keeps S of the next block in registers while softmax of the current runs: more register pressure, so larger tiles spill",
            "the design relies on TMA and WGMMA, so it only runs on Hopper",
        ],
    }
