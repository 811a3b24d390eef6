# Sources: S19 (Flash-Decoding blog post, Dao, Haziza, Massa, Sizov, Oct 2023; PyTorch / Together / CRFM mirrors)
# Short excerpts.

def designOutline():
    return {
        "memoryTraffic": (
            "Like FlashAttention, it stores very little extra data to global memory: we also write 1 extra "
            "scalar per row and per split, the log-sum-exp of the attention values; step (1) does not involve "
            "any GPU operation, as the key/value chunks are views of the full key/value tensors."
        ),
        "tiling": (
            "First, we split the keys/values in smaller chunks. We compute the attention of the query with each "
            "of these splits in parallel using FlashAttention. We then have 2 separate kernels to perform "
            "respectively (2) and (3)."
        ),
        "numericalStability": (
            "Finally, we compute the actual output by reducing over all the splits, using the log-sum-exp to "
            "scale the contribution of each split. The attention/softmax can be calculated iteratively: within "
            "splits (like FlashAttention), and across splits to perform the final reduction."
        ),
        "tradeOff": (
            "Flash-Decoding also parallelizes across keys and values, at the cost of a small final reduction "
            "step. It fully utilizes the GPU even when the batch size is small, as long as the context length "
            "is large enough."
        ),
    }
