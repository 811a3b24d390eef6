# Sources: S01 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "In normal attention the big matrix n x n is write to HBM and read again many time. In my design this matrix is never go to HBM, it stay in SRAM by small piece, HBM only see Q, K, V and the output O.",
        "tiling": "I cut Q in block of 64 row, each block of thread take one Q block and keep it in SRAM, then it go over all K,V block (64 row also) one after one.",
        "numericalStability": "We keep for each row the max until now and the sum until now. If new block have more big max, we multiply the old sum and old output with exp(old max - new max). Like this the number not overflow and result is exact.",
        "tradeOff": "The bad point is when sequence is short, like 256 token, there is only few block so many SM is not working and speed up is small.",
    }
