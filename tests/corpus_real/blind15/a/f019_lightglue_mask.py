# Sources: S17 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "The trick is the online softmax: a running max and a running sum per query, with the old partial "
                         "result rescaled by exp(m_old - m_new) every time a new block arrives.",
        "tiling": "Query tiles of 64 rows per program stay on chip; key/value tiles of 64 rows stream through shared "
                  "memory in the inner loop; grid (ceil(N/64), B*H).",
        "numericalStability": "Subtract the running max before every exp so nothing overflows in fp16; keep m, l and the "
                              "output accumulator in fp32 and divide by l once at the end.",
        "tradeOff": "With a padding mask (keypoints padded to a static size) the flash kernel is not used at all: "
                    "PyTorch's flash path takes no attn_mask, so it silently falls back to memory-efficient attention.",
    }
