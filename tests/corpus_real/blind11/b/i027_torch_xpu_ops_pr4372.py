# Sources: S30 (paraphrase of a PR description)

def designOutline():
    return {
        "memoryTraffic": "SYCL flash attention: Q, K, V read from global memory in tiles, scores kept in registers, the output and one fp32 LSE per row written back; the LSE is what the backward reads instead of a stored P.",
        "tiling": "Work-group per (query tile of 128 rows, head); the main loop streams K/V tiles of 64 through shared local memory; backward uses per-tile max_scaled values.",
        "numericalStability": "The softmax runs in base 2: scores are multiplied by scale * log2e (as a float constant) and exp2 is used, with the running max subtracted before exp2; at the end the LSE is restored to natural log by multiplying by ln2 (float), not by dividing through a double.",
        "tradeOff": "Using double log2e/ln2 constants silently forced fp64 convert-multiply-convert sequences into float expressions; on devices without aspect::fp64 (consumer Arc) those were emulated in software, making the hot loop slower for a 1-ulp difference.",
    }
