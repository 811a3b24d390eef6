# Sources: S34 (forgecascade capsule "Flash-Decoding for Long-Context LLMs")
# Short excerpts.

def designOutline():
    return {
        "memoryTraffic": (
            "Standard Flash-Attention parallelizes across batch+heads but not seq length."
        ),
        "tiling": (
            "Flash-Decoding splits KV cache across threads and computes partial softmax."
        ),
        "numericalStability": (
            "It then rescales using the log-sum-exp trick."
        ),
        "tradeOff": (
            "5-8x speedup on A100 for sequences >8k tokens; used in production serving by vLLM and TensorRT-LLM."
        ),
    }
