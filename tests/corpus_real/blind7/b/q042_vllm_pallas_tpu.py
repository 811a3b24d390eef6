# Sources: S41 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Ragged paged attention on TPU: K/V pages are DMA'd from HBM into VMEM block by block, the scores stay in "
            "VMEM/vregs, and only O goes back to HBM; the block_tables (page indices) are scalar-prefetched into SMEM."
        ),
        "tiling": (
            "Pages per compute block are chosen so that max_num_seqs * num_page_per_seq * 4 bytes of block_tables "
            "stays under half of the 1 MB SMEM (TPU up to v6e); head size is padded to a multiple of 128 "
            "(TPU_HEAD_SIZE_ALIGNMENT)."
        ),
        "numericalStability": (
            "Online softmax as in the GPU kernel: per query row a running max and sum in fp32, with the accumulator "
            "rescaled by exp(m_old - m_new) for each new KV block."
        ),
        "tradeOff": (
            "Padding head_size 64 up to 128 doubles the KV cache bytes and the MXU work for those models, because "
            "TPU_HEAD_SIZE_ALIGNMENT is 128."
        ),
    }
