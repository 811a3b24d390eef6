# Sources: S52 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "O(N) memory instead of O(N^2), which is what makes long sequences possible on unified memory.",
        "tiling": "Uses the MFA kernels underneath: a threadgroup takes a block of query rows (32 for D = 64) and walks the keys in blocks of 80 columns held in threadgroup memory; (B, H, N, D) layout, one threadgroup per (query block, head, batch).",
        "numericalStability": "FP16 or FP32 inputs, but the running max and sum of the online softmax are FP32, and the accumulated output is rescaled with exp(m_old - m_new) whenever a new key block raises the max.",
        "tradeOff": "The additive bias must be pre-scaled by sqrt(head_dim) because the kernel folds the scale into Q; if you forget it, the bias is effectively 8x too small at head_dim 64 and the outputs are silently wrong.",
    }
