# Sources: S21 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "fused MHA (bertQKVToContextPlugin) does QK^T, softmax and times V in one kernel, so the attention probabilities stay on chip and are never written to global memory.",
        "tiling": "The supported configurations are in the kernel file names, *_{sequence_length}_{head_size}_kernel.{sm_arch}.cpp.",
        "numericalStability": "Softmax inside the fused kernel runs in fp32 with the row max subtracted before exp.",
        "tradeOff": "Only head size 64 in fused MHA v1: the cubins are pre-generated per (sequence length, head size, sm), so any other head size simply has no kernel and falls back to the unfused plugin.",
    }
