# Sources: S35 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "On TPU, the pallas flash kernel streams q/k/v blocks from HBM into VMEM; the score block is never written out to HBM.",
        "tiling": "Flash-Attention with block size 512 for q and kv; Splash-Attention with custom block size, hidden dim must be a multiple of 128 (MXU width).",
        "numericalStability": "Same as GPU flash attention.",
        "tradeOff": "Splash and Flash here don't support GQA; SDPA is more memory intensive than eager.",
    }
