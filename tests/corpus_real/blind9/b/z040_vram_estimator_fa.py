# Sources: S40 (learner rewrite of a VRAM estimator's comments)
def designOutline():
    return {
        "memoryTraffic": "Flash attention reduces the KV cache by roughly 50%, so per 1K context the KV cache is about 0.08 GB instead of 0.16 GB for 8B-14B models.",
        "tiling": "Just pass -fa on; llama.cpp picks the kernel.",
        "numericalStability": "The FA kernel keeps the running max and the running sum of exp in F32 per query row and rescales the VKQ accumulator by exp(max_old - max_new) whenever a new KV tile raises the max.",
        "tradeOff": "On GPUs without tensor cores (Pascal) the FA tile kernel runs on plain FMA, so prompt processing can be slower than the cuBLAS path even though memory use drops.",
    }
