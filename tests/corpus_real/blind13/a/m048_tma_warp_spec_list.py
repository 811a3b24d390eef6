# Sources: S01 (learner rewrite, list values)
# Study-group cheat sheet used as the answer.


def designOutline():
    return {
        "memoryTraffic": [
            "Q, K, V read from HBM by TMA bulk copies; K/V once per 128-row query tile.",
            "S and P never written to HBM - consumed in registers by the PV wgmma.",
            "Written back: O (bf16) and lse (fp32, one per row).",
        ],
        "tiling": [
            "CTA = 3 warpgroups: 1 producer (TMA), 2 consumers (wgmma + softmax).",
            "Q tile 128 x 128 resident in smem; K/V tiles 128 x 128 in a 2-stage ring, d = 128.",
            "Grid = (N / 128, batch * heads).",
        ],
        "numericalStability": ["online softmax", "fp32", "rescaling"],
        "tradeOff": [
            "Hopper-only: TMA and wgmma do not exist on sm80, so on A100 the kernel cannot "
            "launch and you fall back to FA2.",
        ],
    }
