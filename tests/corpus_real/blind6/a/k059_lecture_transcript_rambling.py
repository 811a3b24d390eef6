# Sources: S05, S04 (paraphrase / learner rewrite of lecture-transcript style)
def designOutline():
    return {
        "memoryTraffic": "So basically, okay, the thing is the GPU has this fast memory and slow memory, right, and we want to be smart about it, we want to be IO-aware, that's the key idea here, so we go to HBM less.",
        "tiling": "Then what we do is we take a block of queries, like 64 of them, load it into SRAM, keep it there, and then we just go through the keys and values block by block, 64 at a time, and each thread block does one query block.",
        "numericalStability": "And the softmax, so you keep the max and the sum as you go, and if the max changes you rescale, exp of old max minus new max, and at the end you divide by the sum.",
        "tradeOff": "And is it free? Not really, right, because we threw away the attention matrix, so in backward we recompute it, so more compute, but compute is cheap.",
    }
