# sources: S23 (Flash-Decoding blog, PyTorch/Together/Princeton, excerpt), S18, S21 (GitHub PRs, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "At decode time the query is a single token, so the cost is reading the whole KV cache from HBM once per step; Q and the partial outputs are tiny. Each split reads only its own chunk of K and V.",
        "tiling": "First, we split the keys/values in smaller chunks. We compute the attention of the query with each of these splits in parallel using FlashAttention, one thread block per (batch, head, split), so batch=1 still fills all SMs. We also write 1 extra scalar per row and per split: the log-sum-exp of the attention values.",
        "numericalStability": "Finally, we compute the actual output by reducing over all the splits, using the log-sum-exp to scale the contribution of each split: O = sum_s exp(lse_s - lse) * O_s with lse = log sum_s exp(lse_s), in fp32.",
        "tradeOff": "The reduction is a second kernel and each split writes a partial O (d floats) plus an lse to HBM; for short contexts (a few hundred tokens) the combine step costs more than the extra parallelism saves.",
    }
