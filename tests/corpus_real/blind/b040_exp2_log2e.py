# Sources: S11 (Triton fused attention tutorial)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Per program: Q tile (128 x 64) read once, K and V tiles (64 x 64) read once each per Q tile, "
            "output tile and M = m + log2(l) written once; scores only in registers."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 64, HEAD_DIM = 64, num_warps = 4, num_stages = 4 (K/V loads pipelined). "
            "Program id 0 = query block, program id 1 = batch * head."
        ),
        "numericalStability": (
            "Fold log2(e) = 1.44269504 into the softmax scale (qk_scale = sm_scale * 1.44269504) so every "
            "exponential is a single exp2 instruction: p = exp2(qk * qk_scale - m_ij), alpha = exp2(m_i - m_ij). "
            "m_i, l_i and acc stay fp32; p is cast to fp16 only for the PV dot."
        ),
        "tradeOff": (
            "Casting p to fp16 before the PV dot loses precision (10-bit mantissa) compared with an fp32 P; "
            "it is accepted because the tensor cores need fp16 operands."
        ),
    }
