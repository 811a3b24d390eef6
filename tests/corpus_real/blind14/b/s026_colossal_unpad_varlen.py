# Sources: S28, S29 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Flash attention saves a lot of memory, so we can use a bigger batch.",
        "tiling": (
            "Varlen: sequences are unpadded and concatenated; one thread block per (query block of "
            "128 rows, head, sequence), each block reads its start/end from cu_seqlens, and K/V are "
            "streamed in 64-row blocks."
        ),
        "numericalStability": (
            "The kernel keeps an fp32 row max and row sum and rescales the running output by "
            "exp(m_prev - m_new) when a new K block has a bigger score; padding never enters since "
            "the input is unpadded."
        ),
        "tradeOff": (
            "unpad_input / pad_input are extra gather/scatter kernels around every attention call; "
            "with a pure causal mask and no padding they are useless overhead, so for causal masks "
            "we don't unpad."
        ),
    }
