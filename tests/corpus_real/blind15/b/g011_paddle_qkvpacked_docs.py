# Sources: S12 (paraphrase / non-native learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "qkv is one packed tensor [batchsize, seqlen, num_heads/num_heads_k + 2, num_heads_k, "
            "head_dim], kernel read it from global memory one time per query block and the "
            "softmax(Q*K^T/sqrt(d)) matrix is never write to global memory, it stay in shared "
            "memory/registers. Only result tensor is write back."
        ),
        "tiling": (
            "The kernel will choose good block size for the GPU, user don't need to set it. "
            "It is optimized for tensor cores."
        ),
        "numericalStability": (
            "Softmax is compute online: for each row it keep the max and the sum in float32, and "
            "when new block have bigger max, old sum and old output multiply exp(old_max - new_max)."
        ),
        "tradeOff": (
            "Only float16 and bfloat16 is supported: the MMA path of the kernel is implemented "
            "only for half types, so float32 input raise error and you must cast or use the "
            "normal attention which use O(N^2) memory."
        ),
    }
