# Sources: S16, S19 (learner rewrite; joined bullets)
_MT = [
    "fused attention kernel (vendor or flash backend)",
    "softmax output P is kept in registers and fed to the second matmul",
    "HBM writes: O and one fp32 softmax stat per row",
]
_NS = ["stats = max + log(sum)", "fp32", "backward uses the stats"]

def designOutline():
    return {
        "memoryTraffic": "; ".join(_MT),
        "tiling": "; ".join(["backend chooses the tiles", "depends on GPU"]),
        "numericalStability": ", ".join(_NS),
        "tradeOff": "The fused backends have restrictions (head dim, mask types, dropout), so some configs fall back to the unfused path.",
    }
