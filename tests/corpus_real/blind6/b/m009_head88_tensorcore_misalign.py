# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Without a FA kernel for D=88 the backend falls back to separate SOFT_MAX / PERMUTE / CONCAT ops, which materialise the full KQ matrix in VRAM; the fused tile kernel keeps KQ on chip and only writes the result.",
        "tiling": "D=88 goes to the TILE kernel with its own alignment config per architecture; tensor-core kernels (mma/wmma) are excluded for 88.",
        "numericalStability": "softmax is computed in the tile kernel",
        "failure_mode": "88 is not divisible by 16, so pushing it through the 16-wide tensor-core fragments causes misalignment and segfaults; the scalar TILE kernel is slower but correct.",
    }
