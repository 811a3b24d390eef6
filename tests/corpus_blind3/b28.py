def designOutline():
    return {
        "memoryTraffic": "The kernel fuses QK^T, softmax and PV; the N x N matrices stay on chip and only Q, K, V (in) and O, LSE (out) touch HBM.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64; program id 0 indexes the query block, program id 1 the head; Q resident, K and V streamed with num_stages = 2.",
        "numericalStability": "Max subtraction with a running max, running denominator, and rescaling of the accumulator by exp(m_old - m_new); everything accumulated in fp32.",
        "tradeOff": "FlashAttention is an approximation of exact attention: because the softmax is computed tile by tile, some accuracy is lost, so the trade-off is slightly lower model quality in exchange for a large speed-up.",
    }
