# Sources: S01, S33 (*) (paraphrase / learner rewrite)
# Qualifier practice answer, FlashAttention-3 on H100.


def designOutline():
    return {
        "memoryTraffic": (
            "Same IO story as FA2, which FA3 keeps: QK^T, softmax and PV run in one fused kernel "
            "and the score tile S and probability tile P never go back to HBM, they live in "
            "registers of the consumer warpgroup and die after the PV wgmma. HBM is touched for "
            "Q (once per CTA), K and V (once per query tile, brought in by TMA) and for the "
            "output O plus one fp32 logsumexp per row at the end."
        ),
        "tiling": (
            "One CTA owns a 128-row Q tile (d = 128) and loops over K/V tiles of 128 rows. "
            "Warp specialisation: one producer warp only issues TMA loads of K_j and V_j into a "
            "2-stage circular buffer in shared memory (32 KB Q + 2 x 64 KB K/V = 160 KB), and two "
            "consumer warpgroups run the wgmma's. The two consumer warpgroups ping-pong: while "
            "warpgroup 1 does its softmax, warpgroup 2 issues its GEMMs, so the tensor cores are "
            "not idle during exp. Grid is (ceil(N/128), batch*heads)."
        ),
        "numericalStability": (
            "Online softmax per row: keep m (running max) and l (running sum) in fp32 registers; "
            "for each new tile m_new = max(m, rowmax(S_j)), rescale the O accumulator and l by "
            "exp(m - m_new), then add exp(S_j - m_new) V_j. Divide by l once at the end and store "
            "L = m + log l for the backward."
        ),
        "tradeOff": (
            "The ping-pong needs two full 128 x 128 fp32 accumulators resident at once, so "
            "register pressure is the limit: at d = 256 the accumulators no longer fit in the "
            "register file, the compiler spills, and you must shrink the tile to 64 rows. Also "
            "it only runs on Hopper because it depends on TMA and async wgmma."
        ),
    }
