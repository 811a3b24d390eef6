# Sources: S34 (code-style snippet; learner rewrite with computed strings)
BM, BN, D = 128, 64, 64
_stab = [
    "scores_max_prev = scores_max",
    "scores_max = max(scores_max_prev, rowmax(acc_s))",
    "scores_scale = exp2(scores_max_prev - scores_max)",
    "acc_o *= scores_scale[:, None]",
    "logsum = logsum * scores_scale + rowsum(exp2(acc_s - scores_max))",
]


def designOutline():
    return {
        "memoryTraffic": " ".join([
            "global memory reads: Q once, K/V once per Q tile;",
            "writes: O and lse only;",
            "acc_s is never stored to global memory.",
        ]),
        "tiling": f"acc_s: [{BM}, {BN}] in registers; Q tile [{BM}, {D}] in shared memory for the whole loop; "
                  f"K[i], V[i] tiles [{BN}, {D}] copied to shared memory each iteration; grid = (ceil(N/{BM}), batch*heads).",
        "numericalStability": "; ".join(_stab) + " (acc_s pre-scaled by log2(e), all fp32)",
        "tradeOff": f"dim = 256: acc_o [{BM}, 256] fp32 = {BM * 256 * 4 // 1024} KB of registers per CTA, it spills, so block_M drops to 64.",
    }
