# sources: S57 (FlashInfer docs: BatchDecode/Prefill with paged KV cache, workspace buffer, attention-state merge); learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Paged KV cache with page_size = 16: the decode kernel gathers the pages of each request through kv_indptr / kv_indices and reads every page of K and V once per step. Scores stay on chip; if a request is split, partial outputs and their LSE go to the 128 MB float workspace buffer, otherwise straight to O.",
        "tiling": "Each CTA handles one (request, KV head) or one chunk of a long request; the chunk size is picked in the plan() step so the number of CTAs is about a multiple of the SM count. Inside a CTA the K/V pages are loaded into shared memory in a pipelined loop of 2 stages, and the query heads of a GQA group are processed together.",
        "numericalStability": "Each partial result is an attention state (v, s) with s = log-sum-exp of the scores. Two states merge exactly: s = log(exp(s_a) + exp(s_b)), v = v_a * exp(s_a - s) + v_b * exp(s_b - s), computed in fp32; this is associative, so chunks can be merged in any order.",
        "tradeOff": "Split-KV needs a plan() on the host for every batch shape and a separate merge kernel, and the workspace must be sized for the worst case; with CUDA graphs the split count is fixed at capture time, so a very uneven batch can end up with idle SMs.",
    }
