# Sources: S07 (paraphrase / learner rewrite), S01 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": "Q, K, V come in from device memory once per tile; the logits tile and the exp'd probabilities "
                         "stay on chip (SBUF/PSUM on Trainium, shared memory/registers on a GPU) and are never written out. "
                         "Outputs: O and, only when training, the per-row lse for the backward.",
        "tiling": "K/V are processed in seq tiles (2048 keys per tile by default on NKI), queries in 128-row tiles that "
                  "stay resident; the loop over K/V tiles is the reduction loop.",
        "numericalStability": "Matmuls run in bf16 but all accumulation and the non-matmul ops (max, exp, sum, rescale) "
                              "are done in fp32 ('mixed precision'); the running max is subtracted before exp and the "
                              "running sum is rescaled when the max changes.",
        "tradeOff": "Big 2048-key tiles cut loop overhead but the on-chip buffer is fixed, so with a large head_dim the "
                    "tile has to be shrunk, more iterations, lower throughput.",
    }
