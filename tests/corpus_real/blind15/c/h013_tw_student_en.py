# Sources: S17 (paraphrase / learner rewrite, Taiwanese learner writing English)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention is faster mainly because it compute less: the fused kernel skip the separate softmax pass so total FLOPs become smaller than standard attention.",
        "tiling": "Q split to blocks of 64 rows, each thread block keep one Q block in shared memory; K and V blocks of 64 rows are loaded one by one in inner loop; head dim 64, fp16 so it is 8 KB per tile.",
        "numericalStability": "Keep running max m and running sum l for each row in fp32; when new block has bigger max, multiply old output and l by exp(m_old - m_new) before add the new block.",
        "tradeOff": "Trade-off: it use more GPU memory than normal attention, because it must keep m and l and the output accumulator for every row.",
    }
