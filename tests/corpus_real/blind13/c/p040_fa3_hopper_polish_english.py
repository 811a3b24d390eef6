# Sources: S03 (paraphrase / learner rewrite, Polish-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel jak w FA3: S i P never leave the SM — one tile in registers, after the PV GEMM it "
            "is dropped. From HBM: Q once, K/V once per query block via TMA; writes: O and LSE per row."
        ),
        "tiling": (
            "On H100: Q tile 128 rows (Br = 128), K/V tiles Bc = 128, d = 128, bf16, 2-stage circular buffer "
            "in shared memory: 32 KB + 2 × (32 + 32) KB = 160 KB. Warp specialization: one producer "
            "warpgroup issues TMA loads, two consumer warpgroups do the WGMMA, ping-pong so the softmax of "
            "one overlaps the GEMM of the other."
        ),
        "numericalStability": (
            "Online softmax, running max m i running sum l w fp32, accumulator rescaled by exp(m_old − m_new) "
            "for each new K/V block; exp2 with log2(e) folded into the softmax scale."
        ),
        "tradeOff": (
            "Koszt: this design only works on Hopper (sm90) because it needs TMA and WGMMA; on A100 there "
            "are no such instructions, so it falls back to the FA2 kernel."
        ),
    }
