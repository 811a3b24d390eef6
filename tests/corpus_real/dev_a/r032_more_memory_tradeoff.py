# sources: S43 (docs.rs yscv flash_attention doc line), S1; false cost as stated by a learner
def designOutline():
    return {
        "memoryTraffic": "Same result as scaled_dot_product_attention but with O(Br x Bc) peak on-chip memory instead of O(seq_q x seq_k) in HBM: the score block never leaves SRAM, only Q, K, V come in and O goes out.",
        "tiling": "Br = 64 query rows and Bc = 64 key rows, d = 64; the Q block stays in SRAM, K/V blocks are streamed; grid over (batch*heads, seq_q / 64).",
        "numericalStability": "Running max and sum per query row in fp32; when a new block has a larger max, previous sum and accumulator are scaled by exp(old_max - new_max).",
        "tradeOff": "The trade-off is memory: FlashAttention uses more memory than standard attention because it has to store the running max m and sum l for every row in addition to the output.",
    }
