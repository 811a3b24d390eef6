# Sources: S20 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Paged KV pages are DMA'd from HBM into VMEM per block; scores stay in VMEM/vregs; only the output goes back.",
        "tiling": "KV cache laid out (num_blocks, block_size, 2*num_kv_heads, padded_head_size) with head size padded up to a multiple of 128 for the MXU lanes; pages per compute block chosen so the block table fits in SMEM.",
        "numericalStability": "Same online softmax as on GPU (running m and l in fp32, rescale on max change).",
        "tradeOff": "SMEM on TPUs up to v6e is 1 MB and the block_tables take almost all of it (max_num_seqs * pages_per_seq * 4 bytes), so the minimum page size has to grow with max_model_len; padding head size 80 to 128 also wastes 37% of KV bandwidth.",
    }
