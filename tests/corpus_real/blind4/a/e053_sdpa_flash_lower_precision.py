# Sources: D15 (learner rewrite after reading SDPA backend docs; the claim is the learner's)
def designOutline():
    return {
        "memoryTraffic": "The flash backend is faster because it computes an approximation of the softmax in lower "
                         "precision, which is why its output differs slightly from the math backend.",
        "tiling": "query blocks of 128 rows per CTA, key/value blocks of 64 rows streamed through shared memory, "
                  "d = 64, one CTA per (query block, batch x head).",
        "numericalStability": "running max and sum per row in fp32; the accumulator is rescaled by exp(m_old - m_new) "
                              "each time the max increases.",
        "tradeOff": "the flash backend supports only fp16/bf16 inputs, so fp32 models must be cast down and pay "
                    "bf16 rounding error (8-bit mantissa) in Q, K, V.",
    }
