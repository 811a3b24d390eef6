# Sources: S24 (excerpt of kernel header + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Paged KV: the block table is turned into indices for indirect DMA and only the K/V pages "
            "of the active sequences are gathered from HBM into SBUF; score tiles stay in PSUM/SBUF and "
            "are never written back; the output is written once per query tile."
        ),
        "tiling": (
            "LARGE_KV_TILE_SIZE keys (default seq tile 2048) per outer step, split into inner tiles of "
            "B_P_SIZE = 128 tokens; seqlen_q must be a power of 2 and <= 8192; GQA handled as "
            "q_h_per_k_h query heads sharing each loaded KV tile."
        ),
        "numericalStability": (
            "olm_buffer holds o, l and m together (B_D_SIZE + 2 columns) in acc_type (fp32); after each "
            "large KV tile, o and l are rescaled by exp(m_old - m_new) before adding the new tile."
        ),
        "tradeOff": (
            "The kernels are tested only against internal nightly compiler builds and may rely on "
            "internal compiler flags, so with the public Neuron SDK they may fail to compile."
        ),
    }
