# Sources: S26 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "one kernel: Q/K/V tiles HBM -> SRAM, scores and probs stay on chip, O + per-row LSE "
                         "written back. no [seq, seq] buffer anywhere.",
        "tiling": "BLOCK_M 64 q rows / program, BLOCK_N 64 keys per inner step, d = 64 -> 8 KB per tile fp16; "
                  "4 warps.",
        "numericalStability": "fully masked query rows: all scores -inf -> plain softmax gives NaN. Flush to zero: "
                              "if the running max is still -inf at the end, output 0 for that row (same as "
                              "PyTorch SDPA / ONNX Attention). Normal rows: rescale by exp(m_old - m_new), fp32 stats.",
        "tradeOff": "Checking for -inf rows adds a branch per row at the epilogue; if you forget it the whole row "
                    "is NaN and the NaN propagates into the next layer.",
    }
