# Sources: S01,S02 (paraphrase / learner rewrite)


def designOutline():
    Br, Bc, d, elt = 128, 64, 128, 2
    q_bytes = Br * d * elt
    kv_bytes = 2 * Bc * d * elt
    acc_bytes = Br * d * 4
    return {
        "memoryTraffic": f"Per (batch, head): read Q once, read K and V N/{Br} times (once per query block), write O and an fp32 logsumexp of N values; S and P ({Br}x{Bc} tiles) only live in registers and are never written to HBM.",
        "tiling": f"Br = {Br}, Bc = {Bc}, d = {d}: Q tile {q_bytes // 1024} KB stays in SMEM, one K+V stage is {kv_bytes // 1024} KB, so {q_bytes // 1024} + {kv_bytes // 1024} = {(q_bytes + kv_bytes) // 1024} KB per CTA; grid = (N/{Br}, B*H), 8 warps, each warp owning {Br // 8} query rows.",
        "numericalStability": "Per row keep m and l in fp32; m_new = max(m, rowmax(S)); P = exp(S - m_new); l = exp(m - m_new) * l + rowsum(P); O = exp(m - m_new) * O + P V; O /= l after the last block.",
        "tradeOff": f"The O accumulator is {acc_bytes // 1024} KB of fp32 registers per CTA; doubling Br to {2 * Br} doubles it to {2 * acc_bytes // 1024} KB, i.e. {2 * acc_bytes // (256 * 4)} registers per thread (256 threads) for the accumulator alone; with the {2 * Br} x {Bc} fp32 S tile ({2 * Br * Bc * 4 // (256 * 4)} more) and the Q fragments it passes the 255-register limit, so the kernel spills to local memory.",
    }
