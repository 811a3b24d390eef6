# sources: S26, S27 (FA3 summaries: overlapping softmax with GEMMs, MUFU bottleneck); learner rewrite with the trade-off inline
def designOutline():
    return {
        "memory_traffic": "TMA brings Q once and K/V tiles of 128 rows into shared memory; S, P never leave registers; O and the logsumexp written once per tile with TMA store.",
        "tiling": "Br = 128 (two consumer warpgroups of 64 rows), Bc = 128, head dim 128, 2 K/V stages = 160 KB smem; ping-pong: warpgroup 1 does its softmax while warpgroup 2 runs its GEMMs, then they swap.",
        "numerical_stability": "Online softmax in fp32: m_new = max(m, rowmax(S)), rescale O and l by exp2((m - m_new) * log2e * scale). The cost is one exp per score on the multi-function unit: H100 does 989 TFLOPS of fp16 matmul but only 3.9 TFLOPS of exp, so for d = 128 the exponentials take roughly half as long as the matmuls unless they are overlapped with the GEMMs of the next block.",
    }
