# sources: S10 (attention-gym issue #14, maintainer comment quoted), S12 (ROCm vLLM PR #919, quoted), S5; rest rewritten
def designOutline():
    return {
        "memoryTraffic": "Scores and probabilities stay on chip; each CTA reads its Q tile once and each K/V tile once from HBM and writes O and the logsumexp. No seq_len x seq_len buffer exists in HBM.",
        "tiling": "For d <= 128: BLOCK_M = 128, BLOCK_N = 64, 2 stages (Q 32 KB, K/V 16 KB each per stage: 96 KB). For d = 256: BLOCK_M = 64, BLOCK_N = 32, 1 stage (Q 32 KB, K 16 KB, V 16 KB: 64 KB). One CTA per (Q tile, batch*head).",
        "numericalStability": "Per row running max m and sum l in fp32; accumulator scaled by exp(m_old - m_new) at each tile; output divided by l at the end.",
        "tradeOff": "Part of the reason why FusedAttention is possible is because in general D is very limited in size <=256 (even 256 is hard to fit in shared memory). When max_seqlen_q >= 256, the kernel sets BLOCK_M=128, producing a Q-tile of 128 * 512 * 2 = 131072 bytes, exceeding the 64KB LDS limit on all Navi architectures; block_m, block_n must drop to 16, which lowers tensor-core throughput.",
    }
