def designOutline():
    return {
        "memoryTraffic": [
            "global -> smem: Q tile once per CTA (cp.async), K/V tiles once per inner iteration",
            "smem -> regs via ldmatrix; S and P live only in the mma accumulator registers",
            "regs -> global: O tile (bf16) and lse (fp32) written once at the end",
            "bytes moved ~= 2 B x (2 N d + 2 N d * N / Br) per head; no N x N term",
        ],
        "tiling": [
            "Br = 128, Bc = 64, d = 64: 8 warps per CTA, each warp owns 16 query rows",
            "K/V double-buffered smem ring: 2 stages x (K + V) x 64 x 64 x 2 B = 32 KB; cp.async.commit_group / wait_group so tile j+1 loads during tile j's MMAs",
            "__syncthreads() once per iteration before a buffer is overwritten",
            "grid: blockIdx.x = query tile, blockIdx.y = batch * heads",
        ],
        "numericalStability": [
            "scores scaled by softmax_scale * log2(e), exponent via exp2f",
            "per row: m_new = max(m, rowmax(S)); acc *= exp2(m - m_new); l = l * exp2(m - m_new) + rowsum(P)",
            "m, l, acc in fp32; P converted to bf16 only as the MMA A operand",
            "fully padded rows: m stays -inf, so use m_safe = 0 in the exponent and write 0 when l == 0 instead of NaN",
        ],
        "failureModes": [
            "causal: the last query tiles run N/Bc iterations, the first run 1, so the tail of the grid has few busy SMs (load imbalance); fixed by launching the heaviest tiles first",
        ],
    }
