# Sources: S34 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The n x n scores are never materialised on any device: each GPU reads only its local Q chunk and the KV "
            "chunk it currently holds, and KV chunks are sent GPU to GPU over the ring while local blockwise "
            "attention runs."
        ),
        "tiling": (
            "P GPUs in a ring, the sequence split into n/P-token chunks. In round r, GPU i attends to the KV chunk "
            "from GPU (i - r) mod P while it sends its current KV chunk to GPU (i + 1) mod P; P rounds in total."
        ),
        "numericalStability": (
            "Standard attention is mathematically associative at the block level, so you can compute block by block "
            "and combine the results (with careful numerical handling)."
        ),
        "tradeOff": (
            "If computing one block is shorter than sending a KV chunk to the neighbour, the communication is "
            "exposed and the GPUs sit idle; that happens when the chunk per device is small."
        ),
    }
