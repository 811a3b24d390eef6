# sources: S12, S40 (issue thread and summary capsule); learner notes that stop early
def designOutline():
    return {
        "memoryTraffic": "Scores never stored in HBM: each CTA computes a 128 x 64 block of S in registers, uses it for P V and drops it. HBM traffic = read Q, K, V, write O and lse.",
        "tiling": "Q block 128 rows resident, K/V 64 rows streamed, head dim 64, 8 warps, grid (N/128, batch*heads).",
        "numericalStability": "Numerically stable via online softmax.",
        "tradeOff": "Recomputation. Non-determinism.",
    }
