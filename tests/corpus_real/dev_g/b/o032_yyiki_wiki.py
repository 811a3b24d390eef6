# Sources: S27 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "IO-aware exact attention: minimize the reads and writes between GPU HBM and on-chip SRAM (SRAM speed >> HBM speed >> CPU DRAM speed).",
        "tiling": "Q split in blocks of Br = 128, K/V in blocks of Bc = 128, d = 64 (fp16: 16 KB + 32 KB); Q block resident, K/V blocks streamed; grid over (Q blocks, heads).",
        "numericalStability": "Online softmax statistics m and l per row in fp32; O is rescaled by exp(m_old - m_new) after every K/V block.",
        "tradeOff": "Recomputing attention in the backward pass costs an extra QK^T per block because the N x N matrix was not saved.",
    }
