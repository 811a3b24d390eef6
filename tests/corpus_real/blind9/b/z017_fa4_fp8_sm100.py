# Sources: S17 (paraphrase of PR summary)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read as fp8 e4m3/e5m2 (half the bytes of bf16), the score and P tiles stay in tensor memory/registers, output written once as bf16.",
        "tiling": "Same CuTe SM100 tiling as bf16: 128-row Q tile per CTA with two softmax warpgroups, K/V tiles streamed by TMA through a multi-stage smem pipeline.",
        "numericalStability": "Descales are folded into the softmax scale (softmax_scale * q_descale * k_descale); a max offset of +8 with 256x row-sum compensation keeps P inside fp8 range instead of underflowing; V descale applied at the final normalisation.",
        "tradeOff": "Forward only and SM100 only: the fp8 path relies on tcgen05 MMA with kind f8f6f4, which exists only on Blackwell, so Hopper and the backward still need the bf16 kernel.",
    }
