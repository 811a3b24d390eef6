# Sources: S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Instead of writing the whole N x N attention matrix to HBM, the kernel keeps each block's "
                         "scores on chip and stores only the output plus O(N) softmax normalization factors.",
        "tiling": "The tiling technique decomposes the inputs based on the shared memory size, so the attention is "
                  "processed in blocks.",
        "numericalStability": "The softmax is handled block-wise in a numerically stable way.",
        "tradeOff": "Backward recomputes the attention blocks from the stored normalization factors: extra FLOPs, "
                    "because the full softmax matrix was never saved in forward.",
    }
