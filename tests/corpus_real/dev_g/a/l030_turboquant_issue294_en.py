# Sources: S30 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Fused kernel, so the KQ scores and softmax probs stay in registers/LDS and never go to VRAM; reads Q + quantized K/V cache, writes O only.",
        "tiling": "One workgroup per (head, 32-query chunk); K/V streamed from the cache 64 rows at a time through LDS; head size 128.",
        "numericalStability": "KQ_max kept per row in fp32 and the VKQ accumulator rescaled by exp(KQ_max_old - KQ_max_new) whenever the max grows.",
        "tradeOff": "May not work well on all GPUs, especially AMD ones.",
    }
