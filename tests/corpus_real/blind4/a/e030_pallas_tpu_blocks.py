# Sources: D04 (paraphrase of the Pallas TPU flash_attention block-size API; learner wording)
def designOutline():
    return {
        "memoryTraffic": "block_k_major rows of K and V (head dim 128) are DMA'd from HBM into VMEM per step; the "
                         "inner loop walks block_k sub-blocks already in VMEM; the scores never go to HBM; with "
                         "save_residuals only l and m are written out for the backward.",
        "tiling": "BlockSizes(block_q = 512, block_k_major = 512, block_k = 512, block_b = 2): grid over "
                  "(batch / 2, heads, q blocks, k-major blocks), k-major axis innermost and sequential.",
        "numericalStability": "m and l carried across k-major steps in fp32 VMEM scratch; new block: "
                              "m_next = max(m_prev, rowmax(s)), alpha = exp(m_prev - m_next), l and acc scaled by alpha.",
        "tradeOff": "block sizes must divide the sequence length (checked by _verify_block), so a 1000-token "
                    "sequence must be padded to 1024 and the padded rows are wasted work.",
    }
