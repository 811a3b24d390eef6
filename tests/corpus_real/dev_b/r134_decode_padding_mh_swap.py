# sources: S19 (Dao-AILab/flash-attention PR #754 "split-kv and M<->H swap"), S65 (issue #1029 on split_kv for n_heads > n_heads_k); learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Decode with a KV cache: each step reads the cached K and V once (seqlen_k x d per KV head) and the new q; scores stay in registers and only O and the lse are written.",
        "tiling": "For GQA/MQA decode, swap M and H: the 8 query heads that share one KV head are packed into the M (query-row) dimension of one 64-row tile, so one CTA loads each K/V tile once for all 8 heads; plus split-KV over the key length when batch x kv_heads is small.",
        "numericalStability": "Per row running max and sum in fp32 registers, accumulator rescaled by exp(m_old - m_new) per K/V tile; the split results are merged with their lse values.",
        "tradeOff": "Without the swap, seqlen_q = 1 fills a 64-row query tile with 1 real row and 63 rows of padding: the tensor-core MMA still computes all 64 rows, so about 98% of the QK^T and PV work is wasted on padding.",
    }
