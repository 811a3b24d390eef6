# Sources: S02 (learner rewrite; computed strings)
BR, BC, D = 128, 64, 128
BYTES = 2
Q_KB = BR * D * BYTES // 1024
KV_KB = 2 * BC * D * BYTES // 1024
STAGES = 2

def designOutline():
    return {
        "memoryTraffic": "S and P never leave the SM: QK^T, softmax and PV are one kernel; HBM reads are Q once and K/V once per query block, HBM writes are O and a per-row fp32 LSE.",
        "tiling": f"Br = {BR}, Bc = {BC}, d = {D}: Q tile {Q_KB} KB resident, K+V {KV_KB} KB per stage x {STAGES} stages = {Q_KB + STAGES*KV_KB} KB of smem, one CTA per (q block, batch*head).",
        "numericalStability": "Online softmax: m and l per row in fp32, acc *= exp(m_old - m_new) before adding P V; LSE = m + log l stored.",
        "tradeOff": f"At d = 256 the same Br/Bc need {2*(Q_KB + STAGES*KV_KB)} KB, above the 227 KB per-block limit, so Bc has to drop to 32 and the kernel makes twice as many K/V passes per query block.",
    }
