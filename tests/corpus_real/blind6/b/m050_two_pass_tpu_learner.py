# Sources: S20, S21 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "K/V pages come from HBM into VMEM; scores stay in VMEM; output written.",
        "tiling": "block_q = 128, block_k = 512, head dim padded to 128 for the MXU.",
        "numericalStability": "A running max gives the wrong softmax when a later block has a larger score, so first do a pass over all K blocks to get the exact row max, then a second pass for exp, sum and PV.",
        "tradeOff": "The max pass reads K twice.",
    }
