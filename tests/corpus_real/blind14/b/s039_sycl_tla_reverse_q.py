# Sources: S42 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Per work-group the Q tile is read from HBM once, K/V tiles are streamed from HBM, S/P "
            "live in registers; only O and LSE are written back."
        ),
        "tiling": (
            "XeFHMAIndividualTileScheduler: one work-group per (Q block, head, batch); for causal the "
            "dispatch order goes from ascending to descending Q block (last Q block first)."
        ),
        "numericalStability": (
            "Causal mask applied with -inf in the diagonal tile; online softmax keeps row max and sum "
            "in fp32 and rescales the accumulator by exp(max_prev - max_new) per KV tile."
        ),
        "tradeOff": (
            "Causal makes the work per Q block uneven (the last block attends all KV, the first only "
            "the diagonal); in ascending order the heaviest blocks land in the last wave and leave Xe "
            "cores idle at the tail, hence the reversal. Non-causal gets no benefit."
        ),
    }
