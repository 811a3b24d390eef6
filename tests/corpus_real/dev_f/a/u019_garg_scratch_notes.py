# Sources: S18 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "IO-boundedness is the whole point: my kernel reads Q, K, V from HBM, keeps every S/P tile in "
            "registers/SRAM and throws it away after the PV product; it writes only O and L (one float per row)."
        ),
        "tiling": (
            "Triton version: Bq = Bk = 16, grid = (cdiv(N, 16), batch); each program keeps its Q tile and the "
            "fp32 accumulator on chip and loops over the K/V tiles."
        ),
        "numericalStability": (
            "logsumexp trick: keep m and l per row in fp32, rescale by exp(m_old - m_new) when m grows, and store "
            "L = m + log(l) so the backward can rebuild P = exp(S - L)."
        ),
        "tradeOff": (
            "16 x 16 tiles are too small to keep the tensor cores busy: each tl.dot is tiny, the MMA units sit idle "
            "between loads, and my kernel ends up ~3x slower than the reference with 64/128 tiles."
        ),
    }
