# Sources: S39 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Per K/V hop a naive ring calls flash_attn_func, which runs split + combine and returns a "
            "bf16 block output that the driver casts back to fp32 for its own merge: one bf16 round-trip "
            "through HBM per hop. Keeping partials in fp32 in the kernel removes that round-trip; S "
            "still never leaves the chip."
        ),
        "tiling": (
            "Each rank keeps its Q shard; the K/V shards rotate around the ring, one hop per step, and "
            "each hop runs the stock FA3 forward on (local Q, incoming K/V) with its usual 128 x 128 tiles."
        ),
        "numericalStability": (
            "Every intermediate (out, lse, dQ partials) stays in fp32 across ring hops and is cast to "
            "bf16 exactly once at the end; hops are merged with the lse: out = out_a*exp(lse_a - lse) + "
            "out_b*exp(lse_b - lse)."
        ),
        "tradeOff": (
            "A naive ring on the public FA3 entry points pays a bf16 rounding on every hop, so error in "
            "out and dQ grows with the number of ranks; fixing it needs default-off flags in fwd/bwd."
        ),
    }
