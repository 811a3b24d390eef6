# Sources: I04 (learner rewrite; the max claim is the learner's)
def designOutline():
    return {
        "memoryTraffic": "fp16 in -> FP8 MMA -> softmax fp32 -> FP8 MMA -> fp16 out. P is converted to fp8 in "
                         "registers right before the PV GEMM and never written to HBM.",
        "tiling": "kBlockM = 128, kBlockN = 128, hdim 128; 1 producer warpgroup (TMA) + 2 consumer warpgroups "
                  "in ping-pong: one does softmax while the other runs its GEMMs.",
        "numericalStability": "In fp8 the scores are already scaled down by the descale factors, so we can skip "
                              "the max subtraction and just take exp of the scaled scores in fp32.",
        "tradeOff": "the FP8 MMA finishes much faster than the exp on the multi-function units (fp32), so without "
                    "overlapping the tensor cores sit idle waiting for the softmax.",
    }
