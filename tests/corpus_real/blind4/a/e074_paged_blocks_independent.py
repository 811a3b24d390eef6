# Sources: A11 (learner rewrite; the softmax idea is the learner's)
def designOutline():
    return {
        "memoryTraffic": "keys and values are fetched page by page through the block table straight into shared "
                         "memory; the logits are never written to HBM; only the output vector per head goes out.",
        "tiling": "KV block size 16 tokens; one thread block per (sequence, head); each of the 4 warps handles one "
                  "KV block at a time, head size 128.",
        "numericalStability": "for each KV block: subtract that block's max, exp, divide by that block's sum, multiply "
                              "by the block's values; the per-block results are then averaged over the blocks.",
        "tradeOff": "pages are not contiguous in memory, so each 16-token block is a separate gather and the "
                    "loads are less coalesced than for a contiguous KV cache.",
    }
