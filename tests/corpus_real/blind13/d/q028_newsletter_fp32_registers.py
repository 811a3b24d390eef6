# Sources: S01 (paraphrase), S04 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "The key memory trick is the online softmax: for every query row we keep a running "
            "max m and running sum l, and when a new block of keys raises the max we rescale the "
            "partial output by exp(m_old - m_new). That is what lets us process K and V in pieces."
        ),
        "tiling": (
            "Q blocks of Br = 128 rows per thread block, kept in shared memory; K/V blocks of "
            "Bc = 64 rows streamed through a 2-stage pipeline. d = 128, fp16: "
            "32 + 2 x (16 + 16) = 96 KB, fine on A100 (163 KB)."
        ),
        "numericalStability": (
            "All three statistics (m, l and the O accumulator) live in fp32 registers even though "
            "Q, K, V are bf16; P is cast to bf16 only as the input of the PV tensor-core matmul."
        ),
        "tradeOff": (
            "Keeping O in fp32 registers for 128 rows x 128 dims is 64 KB per CTA, which limits "
            "how many CTAs fit on an SM; that is the reason Br is not 256."
        ),
    }
