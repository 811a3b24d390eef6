# Sources: S54 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward goes through the Composable Kernel fmha (C wrapper fmha_wrapper.cpp): Q, K, V in, O and softmax_lse out, the score tile stays in LDS/VGPRs and is not written to HBM.",
        "tiling": "CK library integration pending.",
        "numericalStability": "TBD",
    }
