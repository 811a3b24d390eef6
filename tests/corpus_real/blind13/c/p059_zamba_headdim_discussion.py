# Sources: S20, S25 (paraphrase / learner rewrite, German-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "S und P werden nie in HBM geschrieben — fused kernel, tiles live in SRAM; we read Q, K, V and "
            "write O plus logsumexp per row."
        ),
        "tiling": (
            "Q block Br = 64 rows resident in shared memory, K/V blocks Bc = 64 rows streamed, d = 128, "
            "bf16: 16 + 16 + 16 = 48 KB; one CTA per (Q block, batch·head)."
        ),
        "numericalStability": (
            "Online softmax: running max m and running sum l in fp32, rescale acc by exp(m_old − m_new) with "
            "each new K/V block, O = acc / l at the end, store L = m + log l for the backward."
        ),
        "tradeOff": (
            "Limit: head dim > 256 is not supported at all (RuntimeError 'at most 256'), because the Q, K, V "
            "tiles of a block would not fit in SRAM anymore; so a model that concatenates heads to 512 must "
            "fall back to eager attention."
        ),
    }
