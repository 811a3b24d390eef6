# sources: S3 (FlashAttention-3 Sec. 3.3, FP8 layout), S29 (paperjuice summary), rewritten
def designOutline():
    return {
        "memoryTraffic": "TMA copies Q, K and V tiles from HBM into shared memory; the QK^T accumulator is converted in registers to the FP8 operand layout of the PV WGMMA, so P never goes to HBM or even back to shared memory. HBM writes: O and the row logsumexp only.",
        "tiling": "Head dim 256 in FP8: Q tile 128 x 256, K/V tiles 128 x 256 in a 2-stage circular buffer, one producer warp for TMA and two consumer warpgroups of 64 rows each.",
        "numericalStability": "Softmax statistics and the output accumulator stay in fp32 even when the GEMM inputs are FP8; per row the running max is subtracted and the accumulator rescaled by exp(m_old - m_new).",
        "tradeOff": "FP8 WGMMA only accepts k-major operands in shared memory, but V is stored with the head dim contiguous; the kernel has to transpose each V tile in shared memory (LDSM/STSM) after it arrives, an in-kernel transpose that costs extra shared-memory traffic and has to be overlapped with the GEMMs of the previous block.",
    }
