def designOutline():
    return {
        "memoryTraffic": "So the big thing I'd do is never write the attention matrix out. In naive attention you write S (N by N) to HBM, read it back for the softmax, write P, read P again for the matmul with V. In my kernel S and P only ever exist as small tiles in shared memory / registers, and the only HBM traffic is reading Q, K, V and writing O (plus one logsumexp value per row for the backward).",
        "tiling": "I'd give each thread block 128 rows of Q and keep that tile in shared memory the whole time, then loop over K and V 64 rows at a time. With d = 64 and fp16 that's 16 KB for Q and 8 KB each for K and V, so it fits easily and leaves room to double-buffer the K/V loads.",
        "numericalStability": "For the softmax I'd keep, for every row, the biggest score seen so far and the sum of exponentials so far (both fp32). When a new tile comes in with a bigger max, I multiply the old sum and the old output accumulator by exp(old max - new max) and then add the new tile's contribution. At the end I divide by the sum.",
        "tradeOff": "The catch is the backward pass: since I never stored P, I have to recompute it from Q, K and the saved logsumexp, so it's more FLOPs. But it's still faster because HBM reads were the bottleneck anyway.",
    }
