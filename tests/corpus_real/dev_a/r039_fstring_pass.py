# sources: S2, S14 (learner computes the values with f-strings)
BR, BC, D = 128, 64, 64
BYTES = 2


def designOutline():
    q_kb = BR * D * BYTES // 1024
    kv_kb = BC * D * BYTES // 1024
    stages = 2
    total = q_kb + stages * 2 * kv_kb
    return {
        "memoryTraffic": f"S and P ({BR} x {BC} tiles) are kept in registers and never written to HBM; per program Q ({BR} x {D}) is read once, each K/V tile ({BC} x {D}) is streamed from HBM, and only O plus the logsumexp are written back.",
        "tiling": f"Br = {BR}, Bc = {BC}, d = {D}: Q tile {q_kb} KB resident in shared memory, K and V tiles {kv_kb} KB each with {stages} pipeline stages, {total} KB of shared memory in total; grid (ceil(N/{BR}), B*H), inner loop over K/V tiles.",
        "numericalStability": "running max m and sum l per row in fp32; acc and l are rescaled by exp(m_old - m_new) before each tile's exp(S - m_new) V is added; O = acc / l at the end; logsumexp m + log(l) stored for the backward.",
        "tradeOff": f"Raising Bc from {BC} to {2 * BC} doubles the fp32 score tile held in registers ({BR} x {2 * BC} floats), so the kernel spills registers and occupancy drops.",
    }
