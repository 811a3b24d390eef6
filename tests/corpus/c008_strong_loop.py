ENTRIES = [
    ("memoryTraffic", [
        "fuse QK^T, softmax and PV: the N*N scores never go to HBM",
        "HBM reads: Q, K, V; HBM writes: O and LSE",
    ]),
    ("tiling", [
        "Br=128, Bc=64",
        "Q block resident in SRAM, loop over K/V blocks",
        "8 warps per block for d=128",
    ]),
    ("numericalStability", [
        "running max m and running sum l per row",
        "rescale acc by exp(m_old - m_new) on every K/V block",
        "fp32 accumulation",
    ]),
    ("tradeOffs", [
        "recomputing P in the backward costs ~1 extra matmul per block but avoids storing O(N^2) P",
    ]),
]


def designOutline():
    out = {}
    for key, items in ENTRIES:
        out[key] = []
        for item in items:
            out[key].append(item[0].upper() + item[1:] + ".")
    return out
