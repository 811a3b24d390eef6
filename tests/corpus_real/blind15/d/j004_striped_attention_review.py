# Sources: S14, S15 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Each device keeps its own Q shard; K/V blocks arrive over the ring and are consumed by "
            "a FlashAttention-style inner kernel, so no device ever writes its (N/P) x N slab of "
            "scores to HBM. Per row only O and the LSE are written."
        ),
        "tiling": (
            "Tokens go to devices by index mod P (striping) instead of contiguous chunks. Inside a "
            "device the kernel works on 128 x 128 query/key blocks and skips the blocks that lie "
            "entirely above the causal diagonal."
        ),
        "numericalStability": (
            "Partial results of successive ring steps are merged through their log-sum-exp in fp32: "
            "lse = log(exp(lse1) + exp(lse2)) computed as max + log1p(exp(-|lse1 - lse2|)), and "
            "O = exp(lse1 - lse) O1 + exp(lse2 - lse) O2."
        ),
        "tradeOff": (
            "With contiguous sharding and a causal mask, the first device has almost nothing to "
            "compute in most rounds while the last one does a full block every round; since the "
            "ring advances in lock-step, everyone waits for the slowest device and close to half "
            "the compute sits idle. Striping fixes this at the cost of a token permutation."
        ),
    }
