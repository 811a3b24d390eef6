# Sources: S38 (non-native learner rewrite of issue)
def designOutline():
    return {
        "memoryTraffic": "vLLM uses flash attention so the scores of the audio/video tokens are not stored in GPU memory, only Q, K, V from the paged cache are read and O written.",
        "tiling": "Kernels are compiled for head dims 32, 64, 96, 128, 192, 256; the head dim is rounded up to the next compiled one and each CTA holds a 128-row Q tile while K/V tiles of 64 rows stream through shared memory.",
        "numericalStability": "online softmax, fp32, logsumexp",
        "tradeOff": "This flash attention build does not support headdim not a multiple of 32: the Qwen3-Omni audio tower has such a head dim, so the engine dies at startup because there is no kernel instantiated for it.",
    }
