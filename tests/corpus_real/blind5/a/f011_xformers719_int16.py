# Sources: S10 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "memory_efficient_attention never builds the [seqlen, seqlen] matrix: it reads Q, K, V chunks from global memory and writes the output, with the scores living only in registers/shared memory.",
        "tiling": "Cutlass-based kernel: each threadblock takes 64 queries, iterates over keys in chunks of 64 (kQueriesPerBlock=64, kKeysPerBlock=64), head dim up to 128 kept in shared memory.",
        "numericalStability": "running row max and row sum, per-chunk rescaling of the output accumulator by exp(old_max - new_max), accumulate in fp32 even for fp16 inputs.",
        "failureMode": "0.0.18 returned NaNs once seqlen > 32768 because an index was cast to int16 somewhere in the code; 32768 is exactly where int16 overflows. Long-sequence paths need 32/64-bit offsets.",
    }
