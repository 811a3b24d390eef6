# Sources: S19 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Replaces the separate matmul, softmax and masking ops with a single compute shader, so the "
            "attention-weights buffer is no longer written to and read back from device memory between "
            "ops; only Q, K, V are read and the output written."
        ),
        "tiling": "Uses tiled block processing to reduce memory usage.",
        "numericalStability": (
            "Running max and running sum per query row kept in fp32 inside the shader; previous partial "
            "output is rescaled by exp(max_old - max_new) when a tile raises the max."
        ),
        "tradeOff": (
            "Only buffer storage is supported, not textures, so on GPUs whose texture path is faster "
            "this shader stays slower than it could be."
        ),
    }
