# Sources: S39 (paraphrase of user benchmark thread)
def designOutline():
    return {
        "memoryTraffic": [
            "Batch decode with paged KV (page_size 16): each K/V page is read from HBM once per "
            "kv-head for the whole GQA group (8 q heads per kv head here).",
            "Scores stay in registers and are never written to global memory.",
        ],
        "tiling": [
            "Use the prefill kernel for decode: the GQA group (8 query heads) is fused into the M "
            "dimension of the MMA, so a 16-row tensor-core tile is filled by heads instead of tokens.",
            "K/V pages are streamed through smem with cp.async.",
        ],
        "numericalStability": [
            "Same online softmax state per row: m and d in fp32, o rescaled with exp(m_prev - m_new);",
            "with kv-parallelism the partial states are merged by their lse.",
        ],
        "tradeOff": [
            "With group size 1 (MHA) the fused M dimension has 1 real row of 16, so 15/16 of each "
            "tensor-core MMA is wasted and the CUDA-core decode kernel wins; that is why "
            "use_tensor_cores is an option, not the default.",
        ],
    }
