# Sources: D01, D02 (paraphrase of the FP8 attention notes; learner rewrite in mapping form)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused FP8 SDPA",
            "decision": "Q, K, V read as e4m3; the S and P tiles never leave the SM; O written in fp8 with its "
                        "amax, plus the fp32 Stats (logsumexp) row vector for the backward",
        },
        "tiling": {
            "mechanism": "FA-2 style loop",
            "decision": "128-row Q tile per CTA resident in smem, 128-row K/V tiles streamed, head dim 128",
        },
        "numericalStability": {
            "mechanism": "descale / scale factors around the fp8 GEMMs",
            "decision": "S accumulated in fp32 and multiplied by descale_q * descale_k; online softmax in fp32 with "
                        "the running max; P scaled by scale_s before the fp8 cast so it uses the e4m3 range",
        },
        "failureModes": [
            "delayed scaling takes the scale from the amax history of earlier steps; if the score distribution "
            "jumps, the scale is stale and values saturate at 448 (the e4m3 maximum)",
        ],
    }
