# Sources: S11 (learner rewrite of a PR description)

def designOutline():
    return {
        "memoryTraffic": "Limit memory with max_chunk_size_mb: attn_logits is evaluated chunk by chunk, each chunk of logits written to device memory, softmaxed and multiplied by the values, so the full logits tensor is never materialised at once.",
        "tiling": "Split the query axis so that one chunk of attn_logits (chunk_rows x all keys x heads) is at most max_chunk_size_mb; below that size the original single-shot path is used.",
        "numericalStability": "Each chunk holds complete rows (all keys), so jax.nn.softmax subtracts the true row max inside the chunk and no cross-chunk rescaling is needed; results are identical to the original.",
        "tradeOff": "Chunking runs as a loop of smaller einsums, so for mid-size inputs you pay more kernel launches; on CPU it was sometimes faster due to better caching, but the main win is not going out of memory.",
    }
