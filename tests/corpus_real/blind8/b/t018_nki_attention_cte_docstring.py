# Sources: S25 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Q, K and V start in HBM and are loaded into SBUF as tiles; MM1 (scale * Q @ K^T) lands in "
            "PSUM, the masked softmax and MM2 (P @ V) happen on chip, and only the output tile is "
            "written back to HBM; with sliding window + CP only the required KV slice is loaded."
        ),
        "tiling": (
            "Partition tile B_P_SIZE = 128 rows (pmax), free dim B_F_SIZE = 512 for the QK matmul, K/V "
            "streamed in seq tiles of 2048; causal_mask=True skips MM1/MM2 for upper-triangle tiles."
        ),
        "numericalStability": (
            "exp(S - max(S)) / sum with a running max m and sum l per query row across seq tiles, the "
            "accumulator rescaled when m grows; masked scores are set to NEG_INF = -9984 instead of -inf."
        ),
        "failure_mode": (
            "Because NEG_INF is a finite -9984 and not -inf, a row whose every key is masked does not "
            "produce zeros: all its scores are equal, so the softmax gives uniform weights over the "
            "masked keys."
        ),
    }
