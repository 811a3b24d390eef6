# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The vec kernel reads the (quantized) K cache and V cache once per token step and writes one O row; the KQ scores stay in registers.",
        "tiling": "One warp per query column, K/V processed in chunks of 128 tokens per iteration, head size up to 256.",
        "numericalStability": "Numerics are handled the same way as the upstream flash attention kernel.",
        "tradeOff": "At head size 256 the kernel spills 295-720 VGPRs on CDNA/RDNA, and on RDNA4 even head size 128 spills, because dequantizing the turbo K types needs extra registers on top of the accumulator.",
    }
