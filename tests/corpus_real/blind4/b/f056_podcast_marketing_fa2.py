# Sources: S09 (episode title excerpted; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Making transformers 800% faster without approximation: pure memory magic from being IO-aware.",
        "tiling": "Parallelize over the sequence length too: grid = (N/128, batch*heads), so even batch 1 fills the 108 SMs at N = 16K; each CTA keeps its 128-row Q block on chip and loops over K/V blocks.",
        "numericalStability": "Make the softmax stable with the usual tricks.",
        "tradeOff": "On short sequences (N = 512, batch 1) there are only 4 x heads CTAs, too few to fill the SMs, so the speed-up largely disappears.",
    }
