# sources: S1, S2, S6 (notes assembled with str.join)
MEM = [
    "Fuse QK^T, softmax and PV into one kernel.",
    "S and P never leave SRAM/registers, never written to HBM.",
    "HBM traffic: read Q, K, V tiles, write O and one LSE float per row.",
]
TILE = [
    "Q blocks of 64 rows, K/V blocks of 64 rows, head dim 128.",
    "One CTA per (batch, head, Q block); Q block and O accumulator stay on chip, K/V blocks streamed in order.",
]
NUM = [
    "Per row running max m and sum l in fp32.",
    "New block: m_new = max(m, rowmax(S)); O and l scaled by exp(m - m_new); add exp(S - m_new) V.",
    "Divide by l at the end.",
]
TRADE = [
    "Backward is non-deterministic: dQ from different K/V blocks is accumulated with atomicAdd in fp32,",
    "so the summation order changes between runs and results differ in the last bits.",
]


def designOutline():
    return {
        "memoryTraffic": " ".join(MEM),
        "tiling": " ".join(TILE),
        "numericalStability": " ".join(NUM),
        "tradeOff": " ".join(TRADE),
    }
