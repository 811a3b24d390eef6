# Sources: S16 (paraphrase of a PR description)

def designOutline():
    return {
        "memoryTraffic": "Decode with split KV: stage 1 writes, per (request, head, split), an unnormalised partial output of head_dim floats plus one extra slot holding the split's LogSumExp; the per-token scores never go to HBM. Stage 2 reads only these partials, not K or V.",
        "tiling": "Grid = (batch, heads, num_kv_splits); each program walks its contiguous KV range in BLOCK_N = 64 token blocks of the paged cache, so a single decode query still spreads over many SMs. attn_logits has shape [..., num_kv_splits, head_dim + 1].",
        "numericalStability": "Within a split the running max and sum are kept in fp32 and the accumulator is rescaled by exp(m_old - m_new); stage 2 merges splits by weighting each partial output with exp(lse_s - lse_max) and normalising by the sum of those weights, so the merged result equals one softmax over the whole sequence.",
        "tradeOff": "The split path costs an extra kernel launch and a round trip of the fp32 partials through HBM; for short contexts with big batches, where (batch x heads) already fills the GPU, that extra pass is pure overhead.",
    }
