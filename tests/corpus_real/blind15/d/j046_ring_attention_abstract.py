# Sources: S36 (paraphrase / learner rewrite)

BLOCK_Q = 128
BLOCK_KV = 128
HEAD_DIM = 128


def designOutline():
    tile_kb = BLOCK_Q * HEAD_DIM * 2 // 1024
    return {
        "memoryTraffic": (
            "Blockwise attention per device: score tiles live in SRAM and are never written to "
            "HBM, only O and one logsumexp per row; K/V blocks come from the ring neighbour, so "
            "no device ever holds the whole sequence."
        ),
        "tiling": (
            f"Per device the query shard is processed in blocks of {BLOCK_Q} rows resident in "
            f"shared memory and K/V in blocks of {BLOCK_KV} rows streamed; at d = {HEAD_DIM} in "
            f"bf16 each tile is {tile_kb} KB, {3 * tile_kb} KB for Q, K and V together."
        ),
        "numericalStability": (
            "Order of K/V blocks does not matter as long as statistics are combined correctly: "
            "running max and sum per row in fp32, partial output rescaled by exp(m_old - m_new) "
            "each time a block raises the max."
        ),
        "tradeOff": (
            "Communication is only hidden if computing one block takes longer than sending it: "
            "the block size per device must exceed roughly FLOPS / bandwidth, otherwise the ring "
            "transfer stalls the GPUs."
        ),
    }
