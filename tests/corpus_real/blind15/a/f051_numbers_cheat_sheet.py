# Sources: S01 (paraphrase), S20 (paraphrase / learner cheat sheet)


def designOutline():
    return {
        "memoryTraffic": "A100: HBM ~1.5-2 TB/s, on-chip SRAM ~19 TB/s. S/P (N x N, 2 bytes each) never written to HBM; "
                         "for N = 8192 that is 128 MB per head avoided. HBM: read Q, K, V, write O + fp32 lse (32 KB per head).",
        "tiling": "Br = 128, Bc = 64, d = 64 in fp16: Q 16 KB + K 8 KB + V 8 KB = 32 KB shared memory per CTA "
                  "(x2 stages for K/V = 48 KB), well under 164 KB per SM on A100, so 3 CTAs per SM.",
        "numericalStability": "fp16 exp overflows above ~11, so subtract the running max m (fp32) before every exp; "
                              "when m changes multiply acc and l by exp(m_old - m_new); exp2 with log2(e) folded into "
                              "the 1/sqrt(d) scale.",
        "tradeOff": "Backward: P not stored -> recompute S = QK^T per block from Q, K, lse: about 1 extra matmul out "
                    "of 5 in the backward (~25% more FLOPs), still faster because it saves the N^2 reads.",
    }
