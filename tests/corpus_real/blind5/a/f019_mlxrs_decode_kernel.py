# Sources: S18, S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "For decode (query length 1) a dedicated Metal kernel reads each K and V row once from unified memory and keeps the scores in threadgroup memory; the scores vector is never written out. For longer queries my design would use the same fused kernel with tiles instead of falling back to separate ops.",
        "tiling": "Decode kernel: one threadgroup per (batch, query head), 32 simdgroups each walking a strided slice of the keys; GQA handled inside (k/v not repeated), n_q_heads a multiple of n_kv_heads.",
        "numericalStability": "softmax in float32 even for bf16 inputs: each simdgroup keeps its running max and sum, then the 32 partial (max, sum, out) triples are merged by rescaling with exp(max_i - max).",
        "tradeOff": "Only the query-length-1 path is fused; prefill falls back to ordinary matmul+softmax ops that materialize T_q x T_kv scores, so long prompts pay the full quadratic memory.",
    }
