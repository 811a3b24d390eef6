# Sources: S07 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "We compute S block by block in SRAM, then each S block is write to HBM so the softmax kernel can read it later, this is smaller than write all S in one time.",
        "tiling": "Q block 64 x d stay in shared memory, K and V block 64 x d are loaded in a loop; grid is (N/64) x (batch*heads).",
        "numericalStability": "Softmax use max subtraction for each row, running max m and sum l, old output multiply by exp(m_old - m_new).",
        "tradeOff": "Drawback: register pressure grow if block is 128, because each thread keep more accumulator value, then spill to local memory.",
    }
