# Sources: S23 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward: Q/K/V in, O and softmax stats (lse) out, S/P stay in SMEM/registers. Backward recomputes P from the stats instead of reading it; dP is also kept on chip in the default path.",
        "tiling": "Backward tiles 64x64 (bprop), each CTA owns one KV tile and iterates over Q tiles; dQ partial sums are accumulated in an fp32 workspace.",
        "numericalStability": "P = exp(S*scale - lse) using the stored fp32 logsumexp; dS = P * (dP - rowsum(dO*O)), all accumulation in fp32.",
        "tradeOff": "Deterministic mode used to materialize a dP workspace of b*h*s_q*s_kv*2 bytes, quadratic in sequence length, so long-sequence or THD batches asked for hundreds of GiB and failed to allocate. The ordered-dQ engine keeps the workspace linear by serializing the dQ reductions across KV-tile CTAs in a fixed order, which costs some speed.",
    }
