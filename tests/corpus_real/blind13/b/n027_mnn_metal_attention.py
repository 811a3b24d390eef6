# Sources: S24 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "We process q_seq_piece_len query rows at a time: prefill_qk writes the "
            "[piece, key_seq_len] score tile into a device buffer, the softmax kernel reads it "
            "back and writes probabilities, then prefill_qkv reads them with V. So the full "
            "L x S matrix never exists, only one piece of it at a time."
        ),
        "tiling": (
            "simdgroup 8x8 matrices; each threadgroup computes a 32 x 32 output tile with "
            "K = 32 slices (threadgroup sdata[2048]: 1024 elements for A, 1024 for B); "
            "q_seq_piece_len = 512 rows per piece, grid over (piece rows / 32, key_seq_len / 32, heads)."
        ),
        "numericalStability": (
            "Softmax kernel per row over the whole key_seq_len of the piece: max first, subtract, "
            "exp, sum, divide, all in float even with MNN_METAL_FLOAT16_STORAGE."
        ),
        "tradeOff": (
            "The piece buffer is q_seq_piece_len x max_kv_len x 2 B per head: 512 x 32k is 32 MB, "
            "so device memory for the scratch grows linearly with context."
        ),
    }
