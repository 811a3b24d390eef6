# Sources: S30 (paraphrase of a PR comment)
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V are read from device memory and O written; the S tile goes registers -> shared memory -> registers for the softmax and never reaches global memory.",
        "tiling": "KHR_cooperative_matrix 16x16x16 fragments, subgroup size 32; one workgroup per 64 query rows, K/V streamed in 64-row tiles through shared memory, head dim 128.",
        "numericalStability": "Row max and row sum in fp32 shared-memory arrays; the O accumulator is rescaled by exp(m_old - m_new) per K/V tile.",
        "tradeOff": "Peaks at ~30% of theoretical fp16 flops on an RTX 2060 Super: KHR coopmat does not allow elementwise work on fragments in registers, so intermediate results are written to shared memory and read back several times per tile.",
    }
