# Sources: S40 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Use the MLA kernel: q_pe = q[..., :64] and q_nope = q[..., 64:] are views that reuse q's memory (no duplicate copy in HBM); the compressed 512 + 64 KV is read once per page.",
        "tiling": "The Ampere prefill path asserts head_size == 128 or head_size == 256.",
        "numericalStability": "The logsumexp (lse) of every row is stored in fp32 so partial attention states can be merged exactly.",
        "tradeOff": "head_size 576 does not work on Ampere: 576-wide Q and K tiles do not fit the shared memory budget, so you go through the MLA path that splits 512 + 64.",
    }
