# Sources: S19, S12, S22 (learner rewrite, pseudo-code)
PSEUDO = """
for each program (q_blk of BLOCK_M=64 rows, head h):        # grid = (N/64, B*H)
    load Q_blk (64 x 64, fp16) into SRAM once
    m = -inf, l = 0, acc = 0            # fp32, per row
    for each kv_blk of BLOCK_N=64 rows:   # streamed from HBM
        S = Q_blk @ K_blk^T * scale       # registers only
        m_new = max(m, rowmax(S))
        acc = acc * exp(m - m_new) + exp(S - m_new) @ V_blk
        l   = l   * exp(m - m_new) + rowsum(exp(S - m_new))
        m = m_new
    O_blk = acc / l ; write O_blk and lse = m + log(l) to HBM
"""


def designOutline():
    lines = PSEUDO.strip().splitlines()
    return {
        "memoryTraffic": "S and exp(S) live in registers only and are never written to HBM; HBM reads Q once and K/V once per q block, HBM writes O_blk and lse. " + lines[-1].strip(),
        "tiling": "\n".join([lines[0], lines[1], lines[3]]),
        "numericalStability": "\n".join([lines[2]] + lines[5:10]),
        "tradeOff": "lse is kept because the backward recomputes S and P per block from Q, K and lse instead of storing P: one extra QK^T per block in the backward.",
    }
