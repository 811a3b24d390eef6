def designOutline():
    return {
        "memoryTraffic": {
            "where": "HBM holds Q, K, V, O and the LSE vector; SRAM holds one Q tile, one K tile and one V tile",
            "what": "scores and probabilities are produced in registers and never leave the SM",
            "how_much": "about 2 N d (Q, O) + 2 N d * N / BLOCK_M (K, V re-reads) elements per head",
        },
        "tiling": {
            "where": "Q tile in registers for the whole inner loop; K/V tiles in shared memory",
            "how_big": "BLOCK_M = 128, BLOCK_N = 128, d = 64; num_warps = 8; num_stages = 2",
            "order": "outer over query tiles (one program each), inner over key tiles",
        },
        "numericalStability": {
            "what": "running max and running denominator per row, rescale by exp(m_old - m_new)",
            "precision": "fp32 for the statistics and the accumulator, fp16 inputs",
        },
        "failureMode": {
            "what": "register spills",
            "why": "BLOCK_M = BLOCK_N = 128 with d = 128 means a 128 x 128 fp32 score tile plus a 128 x 128 fp32 accumulator in registers, which exceeds the register file of 8 warps; the compiler spills and the kernel slows down",
        },
    }
