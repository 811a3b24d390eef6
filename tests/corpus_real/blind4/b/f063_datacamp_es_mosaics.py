# Sources: S12 (Spanish edition; learner writing in English)
def designOutline():
    return {
        "memoryTraffic": "Mosaics of 128 x 64 (Q rows x K rows) in the SRAM, one thread block for each Q mosaic.",
        "tiling": "The Q mosaic of 128 rows stays, the K/V mosaics of 64 rows come in order; d = 64.",
        "numericalStability": "Softmax applied incrementally: for each mosaic a new max, the old results rescaled with exp(old - new), the sum kept in fp32.",
        "tradeOff": "FA3 only on Hopper: it uses TMA and wgmma that older GPUs don't have, so on A100 you stay with FA2 speeds.",
    }
