# Sources: S40 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Varlen batches are packed with cu_seqlens, so padding tokens are never loaded from HBM; per sequence Q, K, V read, O and LSE written, S never stored.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, d = 64; programs index into the packed tensor with cu_seqlens offsets.",
        "numericalStability": "Running max in fp32; a row whose keys are all masked keeps m = -inf, and the kernel substitutes 0 for m before computing exp(S - m) so the row yields 0 instead of NaN.",
        "failureMode": "Fully masked rows (a sliding window or key-padding mask that excludes every key) give exp(-inf - (-inf)) = NaN in the rescale factor, and that NaN then propagates into the backward; the guard on m = -inf is what prevents it.",
    }
