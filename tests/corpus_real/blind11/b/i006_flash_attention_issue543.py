# Sources: S07 (paraphrase of maintainer answer and user follow-up)

def designOutline():
    return {
        "memoryTraffic": "Q tile loaded once per CTA, K and V tiles streamed from HBM; QK^T and P live only in registers, so the HBM traffic is Q, K, V in and O plus the row logsumexp out.",
        "tiling": "Br = 128 query rows per CTA with 4 warps (each warp 32 rows), Bc = 64 keys per iteration, d = 128: Q 32 KB + K/V 2 x 16 KB in shared memory.",
        "numericalStability": "Both matmuls accumulate in fp32 registers: with fp16 accumulation Q @ K^T can reach inf as soon as a score passes ~65k. P @ V in fp16 is tempting because P <= 1 after normalisation, but since we only divide by l at the end the unnormalised accumulator has no clean bound, so it stays fp32; running max subtraction keeps exp arguments <= 0.",
        "tradeOff": "fp32 accumulators take twice the registers of fp16 ones; with Br = 128 and d = 128 the O accumulator alone is 64 KB per CTA, which limits how many warps fit per SM, and fp16 accumulation (faster on tensor cores) is given up for the sake of not overflowing.",
    }
