# sources: S18 (flagos-ai/FlagAttention PR #17 "Add flash decoding", excerpt), S19 (Dao-AILab PR #754), S38 (issue #1248)
def designOutline():
    return {
        "memoryTraffic": "Decoding with seqlen_q = 1: the kernel is bound by reading K and V of the cache (2 * seqlen_k * d * 2 bytes per head); scores for the single query row are kept in registers and never stored. Each split writes one partial o (d floats) and one lse value.",
        "tiling": "Split-KV: the key sequence is cut into num_splits chunks and the grid becomes (batch, heads, num_splits), each program loops over BLOCK_N = 64 keys of its chunk. Heuristic: choose num_splits so that batch * heads * num_splits fills the SMs.",
        "numericalStability": "Each split keeps its own running max and sum in fp32 and returns lse_s = m_s + log(l_s); the combine kernel computes lse = logsumexp_s(lse_s) and O = sum_s exp(lse_s - lse) * o_s.",
        "tradeOff": "This algorithm is used when batch_size * num_heads * blocks_along_seqlen_q cannot saturate the GPU's SMs; with batch 2 and 32 heads at seqlen_q = 1 plain FlashAttention launches only 64 programs. When the batch is large the extra combine kernel and partial outputs are pure overhead, so num_splits = 1.",
    }
