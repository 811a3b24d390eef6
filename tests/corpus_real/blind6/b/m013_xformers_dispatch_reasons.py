# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "memory_efficient_attention never builds the [Mq, Mk] matrix in HBM except for the attn_bias you pass in, which is read tile by tile.",
        "tiling": "fa3F needs head dim 64/128/192/256 and sm90; fa2F otherwise; cutlassF works in 64-row query blocks and 64-key blocks.",
        "numericalStability": "Each kernel returns the logsumexp per query row (lse) in fp32, which the backward uses to recompute P = exp(S - lse) exactly.",
        "tradeOff": "cutlassF refuses an attn_bias whose row stride is not a multiple of 8, because the bias tiles are loaded with aligned vector loads; you must slice a bigger, padded tensor, and with a dense tensor bias the FA2/FA3 kernels are not usable at all, so you fall back to the slower cutlass path.",
    }
