# Sources: I22 (paraphrase of sglang PR #21775; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "stage 1 writes per-split softmax_segm_max, softmax_segm_expsum and softmax_segm_output "
                         "into persistent buffers; stage 2 reads them all at once (vectorised) and writes the "
                         "output. K/V read once, scores never stored.",
        "tiling": "max_kv_splits = max(max_kv_splits, next_power_of_2(num_SMs // 4)) instead of a fixed cap; for "
                  "an H100 with 132 SMs that is 32 splits; grid (batch, heads, splits).",
        "numericalStability": "stage 2: global max over softmax_segm_max, every split rescaled by "
                              "exp(segm_max - global_max), outputs and expsums summed, then divided.",
        "tradeOff": "the split buffers are sized by the cap, so a larger cap costs extra GPU memory for "
                    "partial outputs even when short requests use one split; they use separate buffers for small "
                    "and large batches for that reason.",
    }
