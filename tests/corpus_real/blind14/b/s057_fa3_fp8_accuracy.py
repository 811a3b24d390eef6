# Sources: S61*, S62* (paraphrase, new writer)
def designOutline():
    return {
        "memoryTraffic": (
            "FP8 Q/K/V are read from HBM at 1 byte per element, S/P never leave the SM; O is written "
            "in bf16, lse in fp32."
        ),
        "tiling": (
            "FP8 path on H100: 128 x 128 tiles at hdim 128, the Q tile kept in smem, K/V via TMA; "
            "block quantization keeps one scale per Br x d / Bc x d block and applies it to each S "
            "block for free."
        ),
        "numericalStability": (
            "fp16 input -> fp8 MMA -> softmax in fp32 (row max, exp, O rescaled by "
            "exp(m_old - m_new)) -> P converted to fp8 -> fp8 MMA -> fp16 output."
        ),
        "tradeOff": "FA3 FP8 is an approximate attention: it trades accuracy for speed.",
    }
