# sources: S14 (Triton fused-attention tutorial, comments and configs paraphrased), S10 (attention-gym issue #14)
def designOutline():
    return {
        "memoryTraffic": "One fused kernel: q is loaded once per program and stays in SRAM, k and v blocks are streamed from HBM in the inner loop, qk and p live only in registers. At the end we store the output and M = m_i + log2(l_i) (needed by the backward); nothing of size N_CTX x N_CTX is written.",
        "tiling": "grid = (triton.cdiv(N_CTX, BLOCK_M), Z * H); BLOCK_M = 128, BLOCK_N = 64, HEAD_DIM = 64, num_warps = 4, num_stages = 3. The inner loop `for start_n in range(lo, hi, BLOCK_N)` walks K/V; with causal STAGE the off-diagonal blocks run unmasked and only the diagonal block applies the mask, blocks after it are skipped.",
        "numericalStability": "m_i initialised to -inf, l_i to 1.0, acc in float32. Per block: m_ij = max(m_i, max(qk) * qk_scale); p = exp2(qk * qk_scale - m_ij); alpha = exp2(m_i - m_ij); l_i = l_i * alpha + sum(p); acc = acc * alpha + p @ v. qk_scale = sm_scale * 1.44269504 so exp2 can be used. Final acc / l_i.",
        "tradeOff": "num_stages = 3 keeps three K/V tiles in flight; on a GPU with about 100 KB of shared memory per block (RTX 4090) a D = 128 config needs 131 KB and fails with OutOfResources: shared memory, so block sizes or num_stages must be reduced.",
    }
