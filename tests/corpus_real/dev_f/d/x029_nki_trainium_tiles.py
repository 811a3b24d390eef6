# Sources: S32, S33 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "NKI kernel on Trainium: Q, K, V are DMA'd from HBM into SBUF, the scores are produced by the Tensor "
            "Engine into PSUM and consumed from there; only O (and the per-row max/sum for the backward) is DMA'd "
            "back to HBM. The score matrix never goes to HBM."
        ),
        "tiling": (
            "Partition dim is capped at 128 (tile_size.pmax), so a Q tile is 128 query rows on the partitions "
            "x d = 128. K and V for one large KV tile of 2048 keys live in SBUF (K^T as d = 128 partitions x 2048 "
            "x 2 B = 4 KiB per partition; V as 16 tiles of 128 keys x 128, another 4 KiB per partition) - tiny "
            "next to 192 KiB per partition. QK^T is issued in 512-key pieces because the moving operand's free "
            "dim is at most 512 (gemm_moving_fmax), and one 128 x 512 fp32 result is exactly one 2 KiB PSUM bank "
            "per partition, so 4 matmuls cover the large tile. Loop: for each Q tile, for each large KV tile."
        ),
        "numericalStability": (
            "Per Q row a running max and running sum in fp32 kept in SBUF buffers (m_buffer, l_buffer); after "
            "each 2048-key tile the O buffer and l are multiplied by exp(m_old - m_new); the scalar engine does "
            "exp(x - m) while reading PSUM."
        ),
        "trade_offs": (
            "Because only 8 PSUM banks exist per partition, scores for a large tile and the P·V accumulator "
            "compete for banks; making the large KV tile bigger than 2048 would need more PSUM than the core "
            "has, so the tile size is capped by PSUM, not by SBUF."
        ),
    }
