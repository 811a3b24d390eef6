# Sources: S34 (learner rewrite of a user comment)

def designOutline():
    return {
        "memoryTraffic": "The outer loop of FlashAttention scans the K,V blocks and incrementally updates the output after each block, so only one copy of the output lives in HBM instead of K copies, and the N x N attention matrix is never written.",
        "tiling": "FlashAttention (v1): outer loop over K/V blocks loaded to SRAM, inner loop over Q blocks; BPT / memory-efficient attention do the opposite, outer loop over Q blocks, which lets BPT run the blockwise FFN right after the inner loop.",
        "numericalStability": "Same blockwise softmax as memory-efficient attention.",
        "tradeOff": "Because v1's outer loop is over K/V, each Q block's output, max and sum are read from HBM and written back once per K/V block, extra HBM traffic that the Q-outer order avoids, but the Q-outer order cannot share one output copy.",
    }
