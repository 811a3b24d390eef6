# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Split-K decode: each split reads its slice of the f16 KV cache from HBM once (f16 halves the bytes vs f32), keeps its scores on chip, and writes one partial (m, l, acc) per query head to a small scratch buffer; the combine kernel reads those partials.",
        "tiling": "grid = num_heads x num_splits, block = 256 threads; each split walks L / num_splits positions with coalesced loads (threads along the head dim); with 16 heads on 128 SMs we pick about 16 splits to fill the GPU.",
        "numericalStability": "Each split does its own softmax with its own max and sum, so its output is already normalised; the combine kernel just adds the split outputs.",
        "tradeOff": "The combine is an extra kernel launch and an extra read of the partials, which at short contexts (L < 1024) costs more than it saves.",
    }
