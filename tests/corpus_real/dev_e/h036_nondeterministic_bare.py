# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward: K and V are streamed once per query block from HBM, Q is read once, O written once; the score matrix lives in registers only.",
        "tiling": "Query blocks of 128 rows, key blocks of 128 rows, d = 64, 8 warps; grid (N/128, B*H).",
        "numericalStability": "Track m and l per row in fp32, rescale the output accumulator by exp(m_old - m_new) each time m increases.",
        "tradeOff": "Backward is non-deterministic.",
    }
