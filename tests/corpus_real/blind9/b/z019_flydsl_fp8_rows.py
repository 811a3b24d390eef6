# Sources: S19 (paraphrase of bugfix PR)
def designOutline():
    return {
        "memoryTraffic": "Dense fp8 path: the kernel raised struct.error when B*S*H*D >= 2**31 because the offsets are int32, so at D=128, H=64 any S >= 131072 fails.",
        "tiling": "One workgroup per (batch, head, 128-query tile) on gfx950, K/V streamed 64 keys at a time through LDS, both GEMMs on 32x32x16 fp8 MFMA.",
        "numericalStability": "l_row is summed before P is cast to e4m3, so weights below 2**-9 counted in l vanish in PV; fix: scale P up by a bias before the cast (l scales with it), RESCALE_THRESHOLD 6 for S <= 4096 and 4 above, bf16 keeps 8.",
        "tradeOff": "Without the lift, peaked attention over thousands of keys loses softmax mass: with V all ones the fp8 output is 0.637 instead of 1, because e4m3 bottoms out at 2**-9 and most weights underflow to zero.",
    }
