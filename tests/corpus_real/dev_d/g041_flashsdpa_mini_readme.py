# Sources: S46 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Avoid materialising the full L x L score matrix: K/V tiles are staged in shared memory, the weighted V is accumulated in registers and the output tensor is written once at the end.",
        "tiling": "K/V tiles staged in shared memory with bank-conflict padding (+1 column); one warp per query row, lanes split the head dim for a warp-collaborative dot product; tile of 64 keys per iteration.",
        "numericalStability": "Online softmax per query row: running max m and denominator l in fp32; for every key: m' = max(m, s), l = l*exp(m - m') + exp(s - m'), acc = acc*exp(m - m') + exp(s - m')*v.",
        "tradeOff": "One warp per query row means K/V tiles are reused by only as many rows as there are warps in the block (4 or 8), far less reuse than a 64-128 row Q tile, so the kernel is bound by shared-memory bandwidth.",
    }
