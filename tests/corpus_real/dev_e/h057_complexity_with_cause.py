# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One kernel: S and P stay in SRAM/registers; Q, K, V are read, O and LSE written; backward reads dO, O, LSE instead of P.",
        "tiling": "Br = 128, Bc = 64, d = 128, 8 warps; Q tile resident, K/V streamed with 2 stages.",
        "numericalStability": "Running max, running sum, exp(m_old - m_new) rescale of the fp32 accumulator; LSE = m + log(l) saved for the backward.",
        "tradeOff": "The kernel is much more complex than three cuBLAS calls, because the softmax must be rescaled online and the backward needs the LSE and the rowsum(dO * O) term; every new variant (mask, bias, dropout) has to be threaded through that loop.",
    }
