# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One kernel: Q and K (INT8 + scales), V (FP8) read from HBM, S = QK^T dequantized in registers, P kept in registers, O written once. No N x N buffer anywhere.",
        "tiling": "CTA = 128 query rows, K/V in 64-row blocks, 4 warps; the PV product for each 64-key block is accumulated in a small buffer first, then added into the main accumulator (two-level accumulation).",
        "numericalStability": "FP8 PV with an fp16 accumulator would lose bits over long rows, so each block's PV goes into a fresh fp16/fp32 partial and is added into an fp32 accumulator once per block; running max/sum in fp32 and the accumulator rescaled by exp(m_old - m_new).",
        "tradeOff": "fp8 accuracy: with e4m3 the P values have 3 mantissa bits, so summing thousands of them in a low-precision accumulator drifts; the two-level scheme costs an extra add and extra registers per block.",
    }
