# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "On Trainium the NKI flash_fwd kernel loads q, k, v tiles from HBM into SBUF, keeps the score tile in PSUM/SBUF and writes o and, for training, the lse tensor back to HBM; the seq_q x seq_k score matrix is never written out.",
        "tiling": "Q is processed 128 rows (partition dim) at a time; K/V are reduced over in seq_tile_size = 2048 chunks (the default), inner matmul tiles of 512 keys; q and k are laid out (d, seq) so the contraction dim sits on partitions.",
        "numericalStability": "mixed_precision=True: Tensor Engine matmuls in bf16, accumulation and all non-matmul ops (max, exp, sum) in fp32; running max per row and rescale of the partial output when the max changes.",
        "tradeOff": "seq_tile_size = 2048 is capped by SBUF: the 128 x 2048 fp32 score tile alone is 1 MB, and with double-buffered k/v tiles a 4096 chunk no longer fits, so longer sequences make more passes over the reduction instead of bigger tiles.",
    }
