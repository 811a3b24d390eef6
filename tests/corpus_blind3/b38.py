def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "kernel fusion of QK^T, masking, softmax and PV",
            "decision": "one kernel; the N x N attention matrix exists only one tile at a time in SRAM and is discarded after use, so HBM traffic is the reads of Q, K, V, the write of O and an N-vector of softmax statistics",
        },
        "tiling": {
            "mechanism": "block tiling with the Q block resident",
            "decision": "Br = Bc = 64 for d = 64; the Q block (64 x 64 fp16 = 8 KB) stays in SRAM, the K and V blocks (8 KB each) stream through; one thread block per (query block, head)",
        },
        "numericalStability": {
            "mechanism": "online (streaming) softmax",
            "decision": "track a running max m and denominator l per query row in fp32; when a new block raises the max, multiply the previous l and output by exp(m_old - m_new) before adding the new block's contribution",
        },
        "tradeOff": {
            "cost": "causal load imbalance",
            "cause": "with a causal mask, early query blocks have few K blocks to visit and late ones have many; with one block per CTA the last wave is dominated by the longest blocks, so we schedule the longest first",
        },
    }
