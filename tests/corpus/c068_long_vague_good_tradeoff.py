def designOutline():
    return {
        "memoryTraffic": "The key idea is to be smart about memory. GPUs are limited by memory bandwidth much more than by compute these days, so any attention kernel that wants to be fast has to think very carefully about how it moves data around and try to do as little of that as it can.",
        "tiling": "Tiling is used so that the computation is broken up into manageable pieces which the GPU can handle efficiently, and the pieces are chosen so that everything runs as fast as possible on the hardware.",
        "numericalStability": "Softmax can be unstable with big numbers, so we make sure it is handled in a stable way throughout the kernel and the answer comes out right.",
        "tradeOff": "Because P is not kept, the backward pass must recompute QK^T and the softmax block by block from Q, K and the saved logsumexp, which costs extra FLOPs.",
    }
