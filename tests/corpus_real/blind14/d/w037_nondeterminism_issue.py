# Sources: S14 (paraphrase of issue), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "flex_attention forward: Q tile (BLOCK_M rows) loaded once, K/V blocks streamed from HBM; qk and p never "
                         "stored; the epilogue stores acc / l_i to the output and m_i + log2(l_i) to LSE.",
        "tiling": "for each K/V block: m_ij = max(m_i, rowmax(qk)); alpha = exp2(m_i - m_ij); acc = acc * alpha + p @ v; l_i = l_i * alpha + rowsum(p).",
        "numericalStability": "Before the final division, l_i = where(l_i == 0, 1, l_i) so fully masked rows come out 0 instead of NaN; m_i and l_i are fp32.",
        "failureMode": "At num_warps = 2 on gfx950 the order in which tl.dot accumulates into acc differs between runs, so the "
                       "forward output is not bitwise reproducible run to run.",
    }
