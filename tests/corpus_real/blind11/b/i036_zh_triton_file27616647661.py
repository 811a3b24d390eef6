# Sources: S41 (excerpt of code comments / 学习者改写)

def designOutline():
    return {
        "memoryTraffic": "每个 program 读一个 Q 块和它的 padding mask；K/V 块按列读入，qk 只在 SRAM/寄存器里，不写回 HBM；最后只写 O。",
        "tiling": "BLOCK_M = 64 行 Q 一个 program，BLOCK_N = 64 列 K/V 在内循环里流过，BLOCK_DMODEL = 64，grid = (cdiv(N_CTX, 64), batch*heads)。",
        "numericalStability": "padding 位置先用 tl.where 设成 -inf；m_ij = max(m_i, max(qk))，p = exp(qk - m_ij)，alpha = exp(m_i - m_ij)，acc 和 l_i 先乘 alpha 再加新块；所有统计量都是 float32。",
    }
