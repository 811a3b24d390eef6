# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Attention is memory bound, so the design focuses on optimizing memory traffic between the memory levels.",
        "tiling": "Q is cut into chunks of 128 rows and handed out zigzag: core c gets chunk c and chunk (num_chunks - 1 - c), so each core holds one light and one heavy chunk; K/V chunks of 128 rows are streamed per Q chunk.",
        "numericalStability": "Per Q chunk keep running max and running sum in fp32; rescale the partial output by exp(m_old - m_new) when a new K chunk raises the max.",
        "tradeOff": "Without the zigzag the first half of the Q chunks process far fewer KV chunks than the second half (causal), so cores that got late chunks run about twice as long and FPU utilisation sat around 30%.",
    }
