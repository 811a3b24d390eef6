# Sources: S41 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each block reads its Q tile once and each K/V tile once from HBM; the score tile never leaves shared memory; O is written once at the end after dividing by l.",
        "tiling": "To cut K/V re-reads I scale the tiles up for the H100: Br = 256 query rows, Bc = 256 keys per step, head_dim = 256, fp16, Q, K and V tiles all resident in shared memory at once; grid (N/256, batch*heads), 8 warps.",
        "numericalStability": "m starts at -inf, the first tile uses alpha = 0 instead of exp(-inf - m) to avoid NaN; afterwards O and l are multiplied by exp(m_old - m_new) before adding the new exp(s - m_new) V.",
        "tradeOff": "Bigger Br means fewer passes over K/V (N/Br passes), but the fp32 O accumulator of Br x d = 256 KB cannot be held in registers, so it lives in shared memory and every rescale is a shared-memory read-modify-write.",
    }
