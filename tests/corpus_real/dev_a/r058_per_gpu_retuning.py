# sources: S13 (vLLM PR #39018), S10, S14; rewritten
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V tiles are read and O plus one logsumexp per row are written; the scores are consumed on chip and never stored in global memory.",
        "tiling": "On A100/H100: BLOCK_M = 128, BLOCK_N = 64, d = 128, 2 stages (96 KB smem); on Turing/RTX cards with 64-100 KB: BLOCK_M = 64, BLOCK_N = 32, 1 stage. One program per (query block, batch*head).",
        "numericalStability": "We use the numerically stable softmax so the values do not overflow.",
        "tradeOff": "Block sizes tuned for A100's 164 KB of shared memory do not fit on a 64 KB Turing SM or a 100 KB Ada SM (OutOfResources at launch), so every GPU generation needs its own tile configuration and autotuning run.",
    }
