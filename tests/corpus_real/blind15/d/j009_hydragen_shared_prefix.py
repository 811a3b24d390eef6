# Sources: S17 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The shared prefix's K/V is read from HBM once for the whole batch instead of once per "
            "sequence; suffix K/V is read per sequence as usual. In both parts the scores stay on "
            "chip and are never written to HBM, only the partial outputs and their LSEs."
        ),
        "tiling": (
            "For the prefix, the decode queries of all B sequences are stacked into one B x d "
            "matrix and processed in tiles of 64 stacked query rows against 64-row prefix K/V "
            "blocks, so prefix attention becomes a matrix-matrix product instead of B "
            "matrix-vector products."
        ),
        "numericalStability": (
            "Prefix and suffix attention each return their output and log-sum-exp; they are "
            "combined as O = (exp(L1 - L) O1 + exp(L2 - L) O2) with L = max(L1, L2) + "
            "log(exp(L1 - max) + exp(L2 - max)), all in fp32, which gives exactly the full softmax."
        ),
        "tradeOff": (
            "The gain needs a large batch and a long shared prefix; with batch 1 nothing is shared, "
            "so the extra combine kernel and the second launch are pure overhead."
        ),
    }
