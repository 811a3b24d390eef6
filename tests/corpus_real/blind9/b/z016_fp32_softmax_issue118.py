# Sources: S16 (paraphrase of maintainer answer)
def designOutline():
    return {
        "memoryTraffic": "To check accuracy compare (FlashAttention - standard impl in fp32) against (standard impl in fp16/bf16 - standard impl in fp32); the two errors are usually about the same.",
        "tiling": "Query blocks per thread block, K/V blocks loaded to shared memory in the inner loop; inputs and output stay fp16/bf16.",
        "numericalStability": "The attention softmax is already computed in fp32 inside the kernel: scores, row max and row sum are fp32 registers, only q, k, v and the output are fp16/bf16.",
        "tradeOff": "P is rounded to fp16/bf16 before the PV tensor-core matmul, so the output carries half-precision rounding error similar to a standard fp16 implementation; keeping P in fp32 would halve tensor-core throughput.",
    }
