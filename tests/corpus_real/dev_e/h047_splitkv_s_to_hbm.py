# Sources: S37 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "In split-KV each split writes its S tile to HBM and the combine kernel reads those tiles back to do one softmax over the full row.",
        "tiling": "4 splits per head at decode, BLOCK_N = 128 keys per iteration inside a split, one warp group per split.",
        "numericalStability": "The combine computes exp(S - rowmax) over the full row in fp32, once the max of all the split tiles is known, then divides by the row sum.",
        "tradeOff": "An extra kernel launch for the combine, which at batch 1 is a noticeable fraction of a 20 us decode step.",
    }
