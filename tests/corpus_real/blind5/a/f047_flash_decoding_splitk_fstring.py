# Sources: S14, S16 (paraphrase / learner rewrite)
SPLITS = 8
CTX = 32768

def designOutline():
    part = CTX // SPLITS
    return {
        "memoryTraffic": f"Decode with one query: each of the {SPLITS} splits reads {part} keys/values from HBM once; the partial scores stay in shared memory; each split writes its partial output plus (max, sumexp), i.e. {SPLITS} x (d + 2) floats per head, never the {CTX} scores.",
        "tiling": f"grid = (batch, heads, {SPLITS}); each CTA walks its {part}-token slice in 64-token K/V blocks; a second small kernel combines the {SPLITS} partials.",
        "numericalStability": "m = max over splits; out = sum_i exp(m_i - m) * out_i * l_i / sum_i exp(m_i - m) * l_i, done in fp32.",
        "tradeOff": f"Split-K needs an fp32 scratch buffer for {SPLITS} partials per (batch, head) and a second kernel launch; at batch 64 there are already enough (batch, head) CTAs, so the extra launch and memory are pure overhead there.",
    }
