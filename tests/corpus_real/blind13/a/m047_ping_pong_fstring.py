# Sources: S01, S33 (*) (learner rewrite, values computed)
# Lab notebook turned into the outline; numbers computed with f-strings.

BR, BC, D, STAGES = 128, 128, 128, 2
BYTES = 2
Q_KB = BR * D * BYTES // 1024
KV_KB = 2 * BC * D * BYTES // 1024
SMEM_KB = Q_KB + STAGES * KV_KB


def designOutline():
    return {
        "memoryTraffic": (
            f"S and P ({BR}x{BC} per step) stay in registers and are never written to HBM; "
            "HBM reads are Q once and K/V once per query tile, writes are O and the lse."
        ),
        "tiling": (
            f"Br = {BR}, Bc = {BC}, d = {D}, {STAGES} K/V stages: {Q_KB} KB for Q + "
            f"{STAGES} x {KV_KB} KB for K/V = {SMEM_KB} KB of shared memory per CTA; "
            "one producer warp does TMA, two consumer warpgroups ping-pong GEMM and softmax."
        ),
        "numericalStability": (
            "Running max m and sum l per row in fp32; acc and l multiplied by exp(m_old - m_new) "
            "before each new P·V; final O = acc / l."
        ),
        "tradeOff": (
            f"A third K/V stage would need {Q_KB + (STAGES + 1) * KV_KB} KB, which leaves almost "
            "nothing of the 227 KB per-block limit for the 32 KB O staging tile of the epilogue, "
            "so the kernel would not fit in shared memory; that caps us at 2 stages at d = 128."
        ),
    }
