# Sources: S11 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused fwd: Q, K, V read from gmem, O and softmax LSE written; the m_block x n_block score tile is produced in registers by the MMA and consumed there, it is never stored to gmem.",
        "tiling": "Defaults in the CuTe-DSL port: m_block_size = 128, n_block_size = 128, num_threads = 128 (4 warps), num_stages = 1 for the K/V smem pipeline; Q can optionally stay in registers (Q_in_regs). Tile scheduler picks (m_block, head, batch); causal uses the block info to skip n_blocks past the diagonal.",
        "numericalStability": "A Softmax object keeps row_max and row_sum in fp32 and rescales the output accumulator online; exp2 with the softmax scale folded in log2 units.",
        "tradeOff": "With pack_gqa the query heads of one KV head are packed into the m dimension: good reuse of K/V, but when qhead_per_kvhead does not divide 128 the last m_block is partly empty and wastes MMA work.",
    }
