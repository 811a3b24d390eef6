# sources: S59 (Chinese article "从Online-Softmax到FlashAttention V1/V2/V3", shaiyy.cn), translated, learner English with math
def designOutline():
    return {
        "memoryTraffic": "3-pass safe softmax reads the row of x from memory three times (max, sum, normalise); 2-pass online softmax reads it twice; FlashAttention fuses the softmax into the PV product so it is 1-pass: S and P are never written to HBM, each K_j, V_j block is read once per Q block and O_i once written.",
        "tiling": "Q blocks of Br = 64 rows (one per CTA, grid = N/64 x B*H), K/V blocks of Bc = 64 rows streamed in the inner loop; d = 64, so Q_i, K_j, V_j tiles take 24 KB of shared memory in fp16.",
        "numericalStability": "2-pass online softmax: m_i = max(m_{i-1}, x_i), d_i = d_{i-1} e^{m_{i-1} - m_i} + e^{x_i - m_i}. 1-pass FlashAttention: o_i = o_{i-1} * d_{i-1} e^{m_{i-1} - m_i} / d_i + e^{x_i - m_i} / d_i * V[i,:], so o is always the correctly normalised output of the keys seen so far; m, d in fp32.",
        "tradeOff": "In this V1 form o is divided by d_i at every step, which costs one division per row per block of non-matmul FLOPs; V2 keeps o un-normalised and divides once at the end, because non-matmul FLOPs are 16x more expensive than tensor-core FLOPs on A100.",
    }
