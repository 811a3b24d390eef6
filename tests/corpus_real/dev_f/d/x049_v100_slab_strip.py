# Sources: S28 (paraphrase / learner rewrite)
SMEM_BYTES = 96 * 1024          # V100, per block
ELEM = 2                        # fp16
D = 64
M_ELEMS = SMEM_BYTES // ELEM    # 49152 elements
BC = -(-M_ELEMS // (4 * D))     # ceil(M / 4d) = 192
BR = min(BC, D)                 # 64
USED = (BR * D + 2 * BC * D) * ELEM


def designOutline():
    return {
        "memoryTraffic": (
            "One pass, one kernel: the slab-by-strip products never go back to HBM; HBM only sees Q, K, V read "
            "and O plus a per-row log-normaliser written, so the N^2 part of the work stays on chip."
        ),
        "tiling": " ".join([
            f"On a V100 ({SMEM_BYTES // 1024} KiB of shared memory per block) with d = {D} in fp16 the budget is "
            f"{M_ELEMS} elements, so my key/value strip is ceil(M / 4d) = {BC} rows wide and my query slab is "
            f"min({BC}, d) = {BR} rows tall: the slab is never taller than the head width, because a few "
            "slab-by-strip scratch buffers must share the budget too.",
            f"Slab + K strip + V strip = {USED} bytes ({USED // 1024} KiB).",
            "The slab stays put for the whole sweep over strips; one block per (slab, batch x head).",
        ]),
        "numericalStability": (
            "Every row remembers the largest logit it has seen and the sum of exponentials relative to it "
            "(both fp32); when a new strip brings a larger logit, the row's partial output and sum are shrunk "
            "by exp(old largest - new largest) before the strip's contribution is added."
        ),
        "tradeOff": (
            f"At d = 128 the same rule gives a {-(-M_ELEMS // (4 * 128))}-wide strip and a "
            f"{min(-(-M_ELEMS // (4 * 128)), 128)}-tall slab: each slab now needs N/96 strip iterations instead of N/192, "
            "each with its own barrier and rescale, so loop overhead per useful FLOP doubles on the V100."
        ),
    }
