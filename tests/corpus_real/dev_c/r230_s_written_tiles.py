# Sources: learner rewrite; misunderstanding that tiles of S are spilled to HBM
def designOutline():
    return {
        "memoryTraffic": "Unlike naive attention, our kernel writes each S tile to HBM after computing it and reads it back for the softmax, so we never hold the whole N x N matrix at once; this keeps SRAM usage small.",
        "tiling": "Q blocks of 128 rows, K/V blocks of 128 rows, head dim 64, one CTA per Q block.",
        "numericalStability": "Per row a running max m and a running sum l in fp32; the partial output is rescaled by exp(m_old - m_new) whenever m grows.",
        "tradeOff": "Writing the S tiles costs O(N^2) HBM writes, so for long sequences the kernel becomes bandwidth bound.",
    }
