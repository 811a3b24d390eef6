# Sources: A03 (learner rewrite; the A100 config is the learner's)
def designOutline():
    return {
        "memoryTraffic": "Q tile loaded once per CTA, K/V tiles streamed from HBM by TMA-like async copies; S and P "
                         "never written to HBM; output O and LSE only.",
        "tiling": "On A100: Br = 128, Bc = 128, d = 256, 2 stages of K/V in shared memory, 8 warps per CTA, "
                  "one CTA per (query block, head).",
        "numericalStability": "use exp2.",
        "tradeOff": "Larger Bc means fewer iterations of the inner loop, but the S tile of 128 x Bc fp32 values "
                    "has to sit in registers, so at Bc = 256 the kernel spills.",
    }
