# Sources: S39 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Standard attention writes the full score matrix to HBM, reads it back for softmax, writes the weights back and reads them again for the V multiply. Flash Attention avoids storing that matrix entirely: it computes in small blocks kept inside the on-chip SRAM and writes only the output.",
        "tiling": "Small blocks of Q, K and V inside SRAM.",
        "numericalStability": "Online softmax, same math running faster.",
        "tradeOff": "It is not optional; it is the difference between 2048 and 32768 tokens on the same GPU.",
    }
