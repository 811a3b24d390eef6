# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: scores and probabilities are produced and consumed on chip. The only HBM traffic is loading Q/K/V tiles and storing O plus one float per row (logsumexp).",
        "tiling": "Causal masking that doesn't waste tiles: for the Q tile i, only K tiles j <= i are visited; tiles fully above the diagonal are skipped, and only the diagonal tile gets the elementwise mask. Br = Bc = 128.",
        "numericalStability": "Online softmax; masked scores set to -inf before the row max, and since every causal row has at least its own key, the max is never -inf.",
        "tradeOff": "This hurts when you launch Q tiles in order: the last tiles have to visit all K tiles and the first ones almost none, so some SMs finish early and sit idle while the last CTAs straggle.",
    }
