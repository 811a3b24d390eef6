# Sources: S26 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention reduces memory from O(N^2) to O(N) because the N x N matrix is never materialized in HBM: tiles of S stay in SRAM and only O plus the row statistics are written. With varlen (cu_seqlens) the pad tokens are not even read.",
        "tiling": "Sequences of one batch are concatenated into one (total_tokens, heads, d) tensor; the kernel's query blocks of 128 rows never straddle a sequence boundary thanks to cu_seqlens, K/V blocks of 64 rows are taken only from the same sequence.",
        "numericalStability": "per-row running max/sum, rescaling acc by exp(m_old - m_new) on every new K/V block; fp32.",
        "tradeOff": "Padding waste: with dynamic padding every short sample in the batch is padded to the longest, and those pad tokens still flow through the MLPs and norms, spending FLOPs and activation memory on nothing; padding-free removes it but requires the model to pass cu_seqlens/position_ids through every layer.",
    }
