# Sources: S03, S10 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Quantized K/V are dequantized in registers right after the load; KQ and the softmax never go to VRAM, only the final VKQ is written.",
        "tiling": "Vector kernel for batch <= 2: one warp per 32-key chunk, 4 warps per block; tile kernel for larger batches with 64-key chunks through shared memory.",
        "numericalStability": "FP32 softmax with running max; old VKQ scaled by exp(old_max - new_max).",
    }
