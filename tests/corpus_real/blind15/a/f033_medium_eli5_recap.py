# Sources: S09 (paraphrase / learner rewrite of an ELI5 post)


def designOutline():
    return {
        "memoryTraffic": "The attention matrix is never stored in HBM: the kernel reads Q, K, V and writes only the "
                         "final output O, because QK^T, softmax and the V-multiply are fused.",
        "tiling": "K and V are loaded into SRAM once at the start and stay there for the whole kernel; then Q is "
                  "brought in 64 rows at a time and multiplied against the resident K and V.",
        "numericalStability": "For every new chunk of keys, update the running max and running sum of each row and "
                              "rescale what was already accumulated by exp(old max - new max).",
        "tradeOff": "Causal attention makes the work per Q block uneven (later blocks see more keys), so some SMs sit "
                    "idle at the end.",
    }
