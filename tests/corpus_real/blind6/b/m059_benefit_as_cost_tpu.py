# Sources: S21, S20 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each KV page is DMA'd from HBM to VMEM once per q block and the score block is consumed in VMEM; only O goes back to HBM.",
        "tiling": "num_kv_pages_per_block = 8 pages of 16 tokens (128 keys), q block of 32 tokens x grouped q heads, double-buffered DMA of the next pages while the MXU works.",
        "numericalStability": "m and l in fp32 scratch per row; acc rescaled by exp(m_prev - m_new); final acc / l.",
        "tradeOff": "Grouping the q heads is a win: MXU utilization goes up 8x in GQA decode, and the metadata computed on the fly saves 10%.",
    }
