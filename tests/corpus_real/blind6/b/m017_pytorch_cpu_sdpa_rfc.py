# Sources: S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "CPU flash SDPA: per thread, a query block and one key/value block live in L2; the qk block buffer is reused, so the B x H x N x N attention weights are never allocated in DRAM.",
        "tiling": "Parallelise over (batch, head, q-block) with OpenMP; q_split_size = 128 and kv_split_size = 512 for long sequences, smaller splits (32/512) when N is short.",
        "numericalStability": "Online softmax per q row in fp32 for bf16 inputs: keep qk_max and qk_sum, scale the dst accumulator by exp(old_max - new_max) after each kv block.",
        "tradeOff": "For small N the blocked loop buys nothing: with only a few q blocks per (batch, head) there is not enough parallel work for all cores, so the unfused math path is as fast.",
    }
