# Sources: S32 (*) (paraphrase / learner rewrite)
# Reading-group handout, answer in mapping form.


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "single fused forward kernel",
            "decision": "S and P are never written to HBM; reads are Q once and K, V once per "
                        "query block, writes are O and the logsumexp L (one float per row)",
        },
        "tiling": {
            "mechanism": "FA2 loop order: outer loop over query blocks, inner over K/V blocks",
            "decision": "Br = 128, Bc = 64 at d = 128; each thread block owns one query block and "
                        "its O accumulator for the whole loop, grid = (N/128, batch*heads); the 4 "
                        "warps split Q rows, not K (no split-K inside the block)",
        },
        "numericalStability": {
            "mechanism": "online softmax with unscaled accumulator",
            "decision": "keep m and l in fp32, rescale O~ by exp(m_old - m_new) per block, divide by "
                        "l only once after the last block; store L = m + log l",
        },
        "tradeOff": {
            "cost": "register pressure",
            "cause": "the 128 x 128 fp32 O accumulator per block lives in registers; going to "
                     "Br = 256 would spill and drop occupancy, so Br is capped at 128",
        },
    }
