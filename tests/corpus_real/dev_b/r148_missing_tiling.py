# sources: S28 (Frontier Checkpoint FA3 note, excerpt), S26 (wentao.site FA3 summary, excerpt on inference-centric limitation); lightly trimmed, tiling entry left out by the learner
def designOutline():
    return {
        "memoryTraffic": "The portable lesson: attention is bandwidth-bound and the win is in HBM traffic, not FLOPs. Q, K, V are read tile by tile, S and P are never materialized in HBM, and only O and the logsumexp are written back.",
        "numericalStability": "Softmax statistics m, l and the O accumulator in fp32 registers; each new K/V tile: m_new = max(m, rowmax(S)), O and l scaled by exp(m - m_new). FP8 inputs use one scale per block (block quantisation) rather than per tensor.",
        "tradeOff": "Inference-centric workloads (tiny batch, KV-cache reuse) are not yet optimised: the kernels are tuned for training-style large batches, so with batch 1 and few heads there are not enough 128-row query tiles to fill the 132 SMs.",
    }
