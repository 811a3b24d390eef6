# Sources: S44 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "MoBA forward: for each query block only the selected KV blocks are read from HBM; the gated scores "
            "stay in shared memory/registers, O and the row statistics are the only writes."
        ),
        "tiling": (
            "Physical tiles BLOCK_M = 128, BLOCK_N = 64, head_dim = 128 (1 stage: 32 KB Q + 16 KB K + 16 KB V "
            "= 64 KB), grouped into a logical block of kMxLgBlockM = 1024 query rows on A100/H100 so the block "
            "selection is shared by 8 physical tiles. On sm86/sm89 (100 KB per SM) the logical block plus its "
            "index and row-stat buffers overflowed, so the Python side caps the logical block at 512 there."
        ),
        "numericalStability": (
            "fp32 running max and sum per query row; before adding a new selected KV block the accumulator and "
            "the sum are rescaled by exp(m_old - m_new); unselected blocks contribute nothing."
        ),
        "tradeOff": "The tradeoff is that consumer GPUs are less capable than A100.",
    }
