# Sources: S20 (excerpt + learner rewrite)
BLOCK_M, BLOCK_N, DIM = 64, 64, 128
LOG2E = 1.44269504


def designOutline():
    return {
        "memoryTraffic": f"Q_shared and K_shared tiles live in shared memory and acc_s (the {BLOCK_M} x {BLOCK_N} scores) in fragment registers, never written to global; each of the num_split splits writes only its partial output to a part buffer [batch, seqlen_q, heads, num_split, dim].",
        "tiling": f"block_M = {BLOCK_M}, block_N = {BLOCK_N}, dim = {DIM}; grid (seqlen_q / block_M, heads, batch * num_split); each k-step T.copy's one K tile into K_shared.",
        "numericalStability": f"scale = (1/dim)**0.5 * {LOG2E} (log2 e) so the kernel uses exp2; causal positions are set to -inf before the row max; running max and sum kept in float accum_dtype and the accumulator rescaled by exp2(m_prev - m_new).",
        "tradeOff": "Layout inference fails when an intermediate buffer is only assigned a value and never read through a GEMM, so the kernel does not compile until the buffer gets an explicit layout.",
    }
