# Sources: S08, S11 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P stay on chip; per query block we read K and V once from HBM (only up to the diagonal when causal) and write one O block and its logsumexp.",
        "tiling": "One CTA per (128-row query block, head). The KV loop stops at the diagonal: blocks strictly above it are skipped, only the diagonal block applies the mask elementwise.",
        "numericalStability": "Masked scores are set to -inf before the running row max is updated; the fp32 accumulator and the row sum are multiplied by exp(m_old - m_new) whenever the max grows.",
        "tradeOff": "Under a causal mask the last query blocks see N keys while the first ones see one block, so each threadblock has a very different amount of work; the last wave is made of heavy blocks and the SMs that finished early sit idle (tail latency). Launching the longest tiles first, or splitting along KV, helps - the second costs an extra aggregation of partial outputs.",
    }
