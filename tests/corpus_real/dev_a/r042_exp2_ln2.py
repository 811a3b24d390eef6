# sources: S14 (Triton tutorial, qk_scale and exp2), S3 (FA3 notes on MUFU throughput), rewritten
def designOutline():
    return {
        "memoryTraffic": "Per program, Q is loaded from global memory once and kept in SRAM; every K and V block is read once per query block; the scores and exp values only exist in registers. Output: O and M = m + log2(l) per row, nothing N x N.",
        "tiling": "BLOCK_M = 128 queries x BLOCK_N = 128 keys at HEAD_DIM = 64, 8 warps, 3 stages (Q 16 KB + 3 x (16 + 16) KB = 112 KB smem); one program per (query block, batch*head).",
        "numericalStability": "Fold log2(e) = 1.44269504 into the softmax scale (qk_scale = sm_scale * 1.44269504) so that exp(x) becomes exp2(x * log2 e), one MUFU.EX2 instruction. Running max m_i in the log2 domain: p = exp2(qk * qk_scale - m_ij), alpha = exp2(m_i - m_ij) rescales acc and l_i; acc and l_i stay fp32.",
        "tradeOff": "The exponentials run on the special function units, which have far lower throughput than the tensor cores (on H100 about 3.9 TFLOPS of exp vs 989 TFLOPS of fp16 matmul), so at head dim 64 the softmax, not the matmul, limits speed unless it is overlapped with the next block's GEMMs.",
    }
