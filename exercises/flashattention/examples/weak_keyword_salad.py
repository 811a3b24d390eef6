# Example: a WEAK outline that is KEYWORD SALAD. Every entry lists the right terms of its
# topic, but as a bag of words: nothing says what is done, to which data, where or how big.
# Naming "online softmax" is not the same as saying what it keeps and how it rescales.


def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, IO-awareness, kernel fusion, recomputation, bandwidth",
        "tiling": "tiles, blocks, Br, Bc, shared memory, warps, occupancy, pipelining",
        "numericalStability": "online softmax, max trick, logsumexp, fp32, rescaling",
        "tradeOffs": "FLOPs vs memory, registers, occupancy, speed vs accuracy",
    }
