def designOutline():
    return {
        "memoryTraffic": "One fused kernel: the matmul, scale, causal mask, softmax and second matmul all happen on chip. HBM traffic per head is Q, K, V in and O plus one fp32 LSE per row out; the attention probabilities are never written.",
        "tiling": "BLOCK_M = 128 queries per program, BLOCK_N = 64 keys per inner iteration, head_dim up to 128, num_stages = 3, num_warps = 8. Q stays in registers for the whole loop, K and V are streamed. This fails when head_dim = 256: three stages of 64 x 256 K and V tiles no longer fit in the A100's 164 KB of shared memory and the launch errors out, so for d = 256 we use num_stages = 1 and BLOCK_M = 64.",
        "numericalStability": "exp2 with log2(e) folded into sm_scale; running max subtraction; l and acc rescaled by exp2(m_old - m_new) at every step; fp32 accumulators; store logsumexp for the backward pass.",
    }
