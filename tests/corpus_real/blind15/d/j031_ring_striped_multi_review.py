# Sources: S15 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Per device, HBM holds only its Q/K/V shard plus one incoming K/V buffer; the inner "
            "blockwise kernel keeps every score tile on chip and writes only O and the per-row "
            "LSE, so activation memory grows as O(N/P) per device, not O(N^2)."
        ),
        "tiling": (
            "Query shard resident; K/V shards rotate around the ring, one hop per step, while the "
            "current shard is consumed in 128-key blocks. The send of the next K/V block is "
            "issued before the compute on the current one, so the two overlap."
        ),
        "numericalStability": (
            "Because the order of K/V blocks differs per device, the combination must be "
            "order-independent: running max and sum per row, partial output rescaled by "
            "exp(m_old - m_new) whatever block arrives, accumulation in fp32."
        ),
        "tradeOff": (
            "[Analysis] Overlap only hides communication when a block's compute time exceeds its "
            "transfer time; for short shards or slow interconnect (PCIe rather than NVLink) the "
            "devices stall on the ring."
        ),
    }
