def designOutline():
    return {
        "memoryTraffic": "Everything between the two GEMMs stays inside the workgroup: S and P live in VGPRs and LDS and are never written to device memory. Global memory sees Q, K, V reads and the O and logsumexp writes.",
        "tiling": "One workgroup of 4 wavefronts per (batch, head, 128-query block); K/V chunks of 64 keys are staged through LDS one after another while the Q chunk and the fp32 accumulator stay in VGPRs.",
        "numericalStability": "Per query row a running max and running sum in fp32; each new K/V chunk raises the max to m_new and the accumulator and the sum are multiplied by exp(m_old - m_new) before the chunk's contribution is added.",
        "tradeOff": "A 128 x 64 fp32 score chunk plus the accumulator needs so many VGPRs that only one workgroup fits per compute unit, which limits latency hiding while K/V chunks are loaded.",
    }
