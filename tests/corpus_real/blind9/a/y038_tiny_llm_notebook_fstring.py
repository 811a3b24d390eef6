# Sources: S06 (paraphrase / learner rewrite, notebook cell with computed strings)
L = 4096
BR, BC, D = 64, 64, 128

def designOutline():
    s_mb = L * L * 4 // (1024 * 1024)
    q_kb = BR * D * 2 // 1024
    kv_kb = 2 * BC * D * 2 // 1024
    return {
        "memoryTraffic": f"Regular attention writes S ({L}x{L} fp32 = {s_mb} MB per head) and P to device memory. "
                         "Flash kernel: S and P tiles are never written out; only O and the per-row logsumexp go back.",
        "tiling": f"Br = {BR} query rows per threadgroup (kept on chip), Bc = {BC} key rows streamed per step, "
                  f"head_dim = {D}: Q tile {q_kb} KB + K/V tiles {kv_kb} KB in threadgroup memory.",
        "numericalStability": " ".join([
            "m_new = max(m, rowmax(s));",
            "o = o * exp(m - m_new) + exp(s - m_new) @ v;",
            "l = l * exp(m - m_new) + rowsum(exp(s - m_new));",
            "all in float32, o / l at the end.",
        ]),
        "tradeOff": f"At d = {D} going to Br = Bc = 128 would double the fp32 accumulator per thread and the kernel "
                    "starts spilling registers, so it gets slower instead of faster.",
    }
