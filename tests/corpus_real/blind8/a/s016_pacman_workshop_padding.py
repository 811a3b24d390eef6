# Sources: S19 (paraphrase / learner rewrite), S01
# workshop Q&A answer: how would you design the attention kernel used for packed pretraining


def designOutline():
    return {
        "memoryTraffic": (
            "Flash attention is IO-aware, it uses the GPU memory hierarchy in a smarter way and avoids "
            "a lot of unnecessary memory operations, and since we pack sequences there is no padding "
            "so we also don't waste memory on pad tokens."
        ),
        "tiling": (
            "Packed sequences are concatenated and described by cu_seqlens; each thread block takes "
            "128 query rows of one sequence (Q tile kept in shared memory) and loops over that same "
            "sequence's keys/values in 64-row blocks, so blocks never cross a sequence boundary."
        ),
        "numericalStability": (
            "Per row we keep the running max and running sum in fp32 and rescale the partial output by "
            "exp(m_old - m_new) when a later key block has a larger score; final division by the sum."
        ),
        "tradeOff": (
            "If the batch has padding and you ignore attention_mask (like the monkey patch did), pad "
            "tokens get attended to and the output is silently wrong; you have to unpad and use the "
            "varlen kernel with cu_seqlens, which costs an extra gather/scatter pass."
        ),
    }
