# sources: S18, S21 (rewritten by an unsure learner)
def designOutline():
    return {
        "memoryTraffic": "I think the main thing is that S = QK^T is not stored in HBM at all? Each block of S is computed in SRAM and used right away for the softmax and for P V, so S and P never go to HBM, and we only write O (and maybe the logsumexp for backward, if I understood that right).",
        "tiling": "Probably we should use blocks of some size that fits in SRAM, maybe depending on the GPU, and loop over them somehow.",
        "numericalStability": "If I understand correctly we keep for every row the running max m and the running sum l, in fp32, and when a new block has a bigger max we multiply the old output and l by exp(m_old - m_new), then at the end divide by l.",
        "tradeOff": "Maybe it is slower for short sequences? Not sure.",
    }
