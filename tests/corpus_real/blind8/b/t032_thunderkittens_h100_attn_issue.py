# Sources: S37 (paraphrase of two issue threads, learner voice)
def designOutline():
    return {
        "memoryTraffic": (
            "A producer warpgroup TMA-loads K/V tiles from HBM into shared memory; Q is loaded once; "
            "scores and P stay in consumer registers and O is written back once at the end."
        ),
        "tiling": (
            "qo_height = 4*16 = 64 query rows per consumer warpgroup, kv_height = 8*16 = 128 K/V rows per "
            "tile, 3 consumer warpgroups + 1 producer per CTA, K/V tiles double-buffered in shared memory."
        ),
        "numericalStability": (
            "max_vec and norm_vec per row in fp32; each new K tile: new max, o_reg and norm_vec scaled by "
            "exp2(max_old - max_new) (log2e folded into the scale), divide by norm_vec at the end."
        ),
        "tradeOff": "I tried CONSUMER_WARPGROUPS 4 instead of 3 and the kernel hangs forever. No idea why.",
    }
