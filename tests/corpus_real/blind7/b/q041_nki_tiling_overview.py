# Sources: S40 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The running max m and sum l live in SBUF per partition row, and o_buffer is rescaled by "
            "exp(m_old - m_new) after every 512-wide score tile."
        ),
        "tiling": (
            "SBUF and PSUM have 128 partitions, so tiles have at most 128 rows (nl.tile_size.pmax): the Q tile is "
            "128 query rows on the partitions, the contraction over d = 128 sits on partitions for QK^T, and a PSUM "
            "bank holds at most 512 fp32 per partition, so S is produced in 128 x 512 tiles."
        ),
        "numericalStability": "QK^T scores accumulate in PSUM in fp32, and the softmax statistics are kept in fp32 in SBUF.",
        "tradeOff": (
            "A head dim of 256 has to be split into two 128-partition tiles for the contraction, which doubles the "
            "matmul instructions for QK^T, because the partition dimension is capped at 128."
        ),
    }
