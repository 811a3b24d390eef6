# sources: S17 (flowchart page), S14 (rewritten as pseudo-code)
def designOutline():
    return {
        "memoryTraffic": "for each q_blk (one CTA): load Q[q_blk] -> smem   # once\n  for each kv_blk: load K[kv_blk], V[kv_blk] -> smem   # streamed\n    S = Q K^T in regs; P = exp(...) in regs   # S, P never stored to HBM\n  store O[q_blk], lse[q_blk] -> HBM   # only outputs",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, D = 128\ngrid = (cdiv(N, BLOCK_M), B * H)\nper CTA: Q tile (64x128) + acc (64x128 fp32) resident; loop kv_blk in range(0, N, BLOCK_N) with K/V double-buffered",
        "numericalStability": "m = -inf; l = 0; acc = 0          # fp32\nfor kv_blk:\n  s = (q @ k.T) * scale\n  m_new = max(m, rowmax(s))\n  alpha = exp(m - m_new)\n  p = exp(s - m_new)\n  l = alpha * l + rowsum(p)\n  acc = alpha * acc + p @ v\n  m = m_new\nO = acc / l; lse = m + log(l)",
        "tradeOff": "# cost: backward recomputes s = q @ k.T and p = exp(s - lse) per tile because P was never saved -> ~1 extra GEMM per tile",
    }
