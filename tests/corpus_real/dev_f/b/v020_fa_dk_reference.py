# Sources: S20 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": "Forward writes O and logsumexp; the backward stores P to HBM block by block so dK and dV can read it back.",
        "tiling": "Backward: one thread block per K/V block of 128 rows, looping over Q blocks of 64 rows; dQ accumulated in fp32 with atomics.",
        "numericalStability": "P is recomputed as exp(S - lse) in fp32; dS = P * (dP - D) with D = rowsum(dO * O) in fp32.",
        "tradeOff": "A few dk elements looked wrong only because my naive reference was fp16: rounding P to fp16 before PV gives errors larger than FA's fp32 path. Compare both against an fp32 reference instead.",
    }
