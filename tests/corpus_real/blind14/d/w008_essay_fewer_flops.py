# Sources: S01* (learner essay, paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "When I first read about FlashAttention I assumed it was just a clever CUDA trick, but the more I thought "
            "about it the more it seemed to me that the real win is algorithmic: by processing attention in blocks it "
            "reduces the FLOPs of attention from quadratic to roughly linear in the sequence length, which is why long "
            "sequences suddenly become affordable. It also helps that the big score matrix is not stored anywhere."
        ),
        "tiling": (
            "Concretely, each thread block owns 128 query rows, which it keeps in shared memory from start to finish, "
            "and it walks over the keys and values in chunks of 64 rows, loading each chunk from HBM once per query "
            "block. With d = 64 and fp16 this is 16 KB for the Q block and 8 KB each for the K and V chunks, which "
            "leaves plenty of room on any recent GPU."
        ),
        "numericalStability": (
            "The part that took me longest is the softmax. Each query row carries a running maximum and a running sum "
            "in fp32; when a new chunk of keys brings a larger score, the output accumulated so far and the sum are "
            "multiplied by exp(old max - new max) so that everything is expressed relative to the new maximum. Only at "
            "the very end is the accumulator divided by the sum."
        ),
        "tradeOff": (
            "The price, as far as I can tell, is in the backward pass: since the probabilities are thrown away, the "
            "kernel has to regenerate them block by block from Q, K and the saved logsumexp, which costs an additional "
            "matrix multiply per block."
        ),
    }
