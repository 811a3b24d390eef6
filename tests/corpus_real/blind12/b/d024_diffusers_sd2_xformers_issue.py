# Sources: S24 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only q, k, v are read and the output written; the (heads, 9216, 9216) attention scores of SD2 at 768x768 are never stored in HBM, they live in shared memory one tile at a time.",
        "tiling": "A query tile of 64 rows per CTA, keys streamed 64 at a time through shared memory, one CTA per (query tile, batch*head).",
        "numericalStability": "Running max per query row, exp(s - m), accumulator and sum rescaled in fp32 whenever m increases.",
        "tradeOff": "On a Quadro RTX 8000 (Turing, sm75) SD2.0 got slower with xformers (5.5 s -> 8.3 s at 768x768): the xformers 0.0.13 wheel had no tuned kernel for sm75 with head dim 64, so a generic fallback path runs.",
    }
