# Sources: S36, S01 (paraphrase / learner rewrite)
# my answer for the assignment, sorry for english


def designOutline():
    return {
        "memoryTraffic": (
            "flash attention is avoiding the communication between GPU global memory and the SM local buffers "
            "for the intermediate: the S = QK^T and P tiles are kept inside shared memory and registers and not "
            "stored to HBM, only Q, K, V are read and O is written back."
        ),
        "tiling": "Br, Bc, SRAM, thread block, warps, occupancy, shared memory, pipelining.",
        "numericalStability": (
            "For each row we keep the max until now (m) and the sum (l). When new block have bigger max, we "
            "multiply old output and l with exp(m_old - m_new) so the result is same like normal softmax."
        ),
        "tradeOff": (
            "In inference the peak memory is not going down much, because the attention intermediate is not the "
            "biggest allocation there, the weights and KV cache are; the big memory saving is in training "
            "backward where P would have to be saved."
        ),
    }
