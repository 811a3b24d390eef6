# Sources: S48 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashInfer gets a 256 MB workspace buffer: split-KV partial outputs and their LSEs go there; the attention scores themselves stay in shared memory/registers and are never written out.",
        "tiling": "plan() runs on the CPU before run(): from qo_indptr and the page table it picks the CTA query tile (16, 64 or 128 rows depending on the average query length) and how many KV chunks each request is split into, so the grid is fixed before launch.",
        "numericalStability": "Each chunk returns (O_i, lse_i); merging two states: lse = max + log(exp(lse_a - max) + exp(lse_b - max)), O = O_a*exp(lse_a - lse) + O_b*exp(lse_b - lse), all in fp32.",
        "tradeOff": "Head sizes other than 64, 128, 256 raise a ValueError because kernels are only compiled for those; a head size of 96 has to switch to the FlexAttention backend, which is slower.",
    }
