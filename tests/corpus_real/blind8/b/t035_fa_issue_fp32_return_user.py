# Sources: S40 (paraphrase of user's question)
def designOutline():
    return {
        "memoryTraffic": (
            "Ring + flash attention: each GPU keeps its Q chunk and calls the flash kernel on whatever "
            "K/V chunk it holds; inside the call S is never written to HBM, only out (16-bit) and lse "
            "leave the kernel, then the chunks are exchanged between GPUs."
        ),
        "numericalStability": (
            "Each call returns 16-bit out; if I accumulate those in a 32-bit buffer outside flash-attn "
            "the result should be just as accurate as calling flash-attn once on the whole sequence."
        ),
        "tradeOff": (
            "Each ring step has to overlap sending the next K/V chunk with the local attention; when "
            "the chunk is short the transfer takes longer than the compute and the GPUs sit idle."
        ),
    }
