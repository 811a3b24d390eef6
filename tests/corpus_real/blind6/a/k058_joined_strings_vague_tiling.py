# Sources: S04 (paraphrase / learner rewrite, computed strings)
def designOutline():
    steps = ["load", "compute", "discard", "repeat"]
    return {
        "memoryTraffic": "The N x N matrix never exists in HBM; per Q tile we " + ", ".join(steps[:2]) + " on chip and write only O.",
        "tiling": "Walk one Q tile through every K tile: " + " -> ".join(steps) + ".",
        "numericalStability": "running max per row; previous partial sums and outputs are multiplied by exp(m_old - m_new) when the max moves",
        "tradeOff": "Downside: FA1 parallelises only over batch and heads, so with batch 1 and few heads most SMs stay empty.",
    }
