# Sources: S02, S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "K and V tiles come from VRAM through cp.async; the KQ tile and the softmax of it never leave registers; one write of dst per Q column.",
        "tiling": "SRAM tiles, Br/Bc blocks, warps, cp.async, double buffering, bank-conflict padding.",
        "numericalStability": "KQ max init to a large negative finite value, rescale VKQ and rowsum by exp(max_old - max_new), fp32 accumulation of KQ.",
        "tradeOff": "On GPUs without fast fp16 the tile kernel falls back to fp32 math and halves the KV rows per step (D=128: 64 -> 32), so it needs twice as many iterations.",
    }
