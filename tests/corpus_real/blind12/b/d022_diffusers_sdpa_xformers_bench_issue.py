# Sources: S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Both SDPA (flash backend) and xformers memory_efficient_attention avoid materialising the (32, 32, 1024, 1024) fp16 attention matrix, 2 GB, in HBM: they read q, k, v and write only the output.",
        "tiling": "batch_size = 32, max_sequence_len = 1024, num_heads = 32, embed_dimension = 32, dtype float16.",
        "numericalStability": "Inputs are fp16, but the kernels keep the running max and sum per row in fp32 and rescale the partial output when the max changes.",
        "tradeOff": "When a case is not supported by the flash kernel (an attention mask, an odd dtype), SDPA falls back to the math path, which materialises the N x N matrix, and then you OOM where xformers did not.",
    }
