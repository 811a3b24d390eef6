# Sources: A09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The mask read from HBM is O(N): four column index vectors instead of an N x N dense mask. "
                         "It also does fewer FLOPs because fully masked blocks are skipped. S and P stay in SRAM.",
        "tiling": "Br = 64, Bc = 64, d = 128; per K block precompute min/max of the index vectors so a block is "
                  "classified as fully masked (skip), partially masked or unmasked before the inner loop touches it.",
        "numericalStability": "online softmax as in FA2: running max per row in fp32, accumulator rescaled by "
                              "exp(m_old - m_new); rows with every column masked produce 0 (guarded), not NaN.",
        "tradeOff": "the speed-up follows the mask sparsity: with a plain full (non-causal) mask nothing is "
                    "skipped and the extra index reads and block classification are pure overhead.",
    }
