# FP8 on Hopper, following FA3 section 3.3


def designOutline():
    return {
        "memoryTraffic": "Single fused kernel. Q, K, V are stored in FP8 (e4m3) and read with TMA, which halves the bytes read compared with fp16; the scores S and probabilities P stay in registers; O is written back in bf16 together with one LSE per row.",
        "tiling": "Q tile of 128 rows x d = 128 per CTA, split over 2 consumer warpgroups of 64 rows each using wgmma; K/V tiles of 128 rows are streamed through a 2-stage smem pipeline. Intra-warpgroup overlap: the softmax of tile j runs while the QK^T wgmma of tile j+1 is in flight.",
        "numericalStability": "Incoherent processing: multiply Q and K by the same random orthogonal (random-sign Hadamard) matrix before quantising, which leaves QK^T unchanged but spreads outlier features so the FP8 quantisation error drops; per-block scaling factors for each tile of Q, K and V. The softmax itself is online with running max and sum in fp32.",
        "tradeOff": "FP8 has only a 3-bit mantissa, so even with incoherent processing the error is higher than a bf16 kernel. Also the fp32 accumulator layout of P does not match the FP8 operand layout of the second wgmma, so P has to be permuted in registers (byte-permute instructions), which costs issue slots.",
    }
