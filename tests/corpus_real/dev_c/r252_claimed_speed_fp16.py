# Sources: learner rewrite; misconception attributing speed to half precision
def designOutline():
    return {
        "memoryTraffic": "The kernel gets its speed-up mainly from running in fp16 instead of fp32: half the bytes for every tensor, and tensor cores; S also stays on chip.",
        "tiling": "Q block 128 x 64, K/V blocks 128 x 64, d = 64, one CTA per Q block.",
        "numericalStability": "Running max and sum in fp32; O rescaled by exp(m_old - m_new) on every K/V block.",
        "tradeOff": "fp16 inputs have a 10-bit mantissa, so the scores QK^T carry rounding error of about 1e-3 relative before the softmax.",
    }
