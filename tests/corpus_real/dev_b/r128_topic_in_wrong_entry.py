# sources: S15 (pytorch/pytorch issue #100326, maintainer comment, excerpt), S1; learner notes with entries mixed up
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V (read once per query block) and O plus one logsumexp per row cross HBM; the N x N scores are never stored.",
        "tiling": "Online softmax: keep the running max m and sum l per row and rescale the previous output by exp(m_old - m_new) when the max grows.",
        "numericalStability": "Each CTA keeps its 64-row Q tile in shared memory and streams 64-row K and V tiles through a double buffer.",
        "tradeOff": "Training with head_dim greater than 64 on sm86: the backward kernel needs more shared memory than sm86 has (about 100 KB per SM), so it does not have enough resources to support the flash attention kernel, and you get a warning and regular slow execution.",
    }
