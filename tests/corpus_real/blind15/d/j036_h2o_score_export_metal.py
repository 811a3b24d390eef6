# Sources: S12 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The fused Metal kernel already forms scale * q.k + mask in registers; the scores are "
            "not written to device memory, we only add one conditional float store per KV "
            "position into a fixed-size score buffer, and O is written as before."
        ),
        "tiling": (
            "Br = 32 query rows and Bc = 32 key rows per threadgroup with d = 128 in fp16: "
            "8 KB + 8 KB + 8 KB = 24 KB, inside the 32 KB of threadgroup memory; the Q tile stays "
            "resident, K/V tiles are streamed."
        ),
        "numericalStability": (
            "Running max and running sum per row in fp32; when the max grows, output and sum are "
            "rescaled by exp(m_old - m_new); the exported score is the raw pre-softmax value."
        ),
        "tradeOff": (
            "H2O needs normalised attention, but the exported score is pre-softmax and the final "
            "normaliser l is only known after the last block, so a second small pass over the "
            "score buffer converts it, which costs an extra kernel per layer."
        ),
    }
