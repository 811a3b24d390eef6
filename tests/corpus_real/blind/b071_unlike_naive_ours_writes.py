# Sources: S33 (TGI conceptual guide), S01 -- learner misunderstanding of "tiling"
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Unlike naive attention, our kernel does not allocate the full N x N matrix: it writes each S tile "
            "to a small HBM buffer and reads it back for the softmax, so memory is only a few tiles."
        ),
        "tiling": (
            "128-row query tiles, 64-row key/value tiles, a CTA per (batch, head, query tile) looping over all "
            "key tiles; Q tile loaded once into shared memory."
        ),
        "numericalStability": (
            "Per row running max m and sum l in fp32; each new key tile: m_new = max(m, rowmax), "
            "O *= exp(m - m_new), l = l*exp(m - m_new) + rowsum(exp(S - m_new))."
        ),
        "tradeOff": (
            "Head dim 256 doubles every tile, so the 128 x 64 configuration no longer fits in 100 KB of shared "
            "memory on consumer GPUs and we must fall back to 64 x 32 tiles, which are slower."
        ),
    }
