# sources: S30 (Triton tutorial causal handling), S18 (FlagAttention PR), learner rewrite
def designOutline():
    return {
        "memoryTraffic": "For causal attention the K/V loop of query block i stops at the block that contains key index (i+1)*Br - 1: keys to the right of the diagonal contribute nothing and are not even loaded. S/P stay on chip; writes are O and the lse.",
        "tiling": "Br = Bc = 128, head dim 128 (Q 32 KB + K 32 KB + V 32 KB in fp16). j-loop runs 0 .. i; for j < i no masking, for j == i apply q_idx >= k_idx; grid (N/128, batch*heads).",
        "numericalStability": "Masked positions get -inf before the row max; the diagonal key is always visible, so m stays finite. Running m, l in fp32 and acc *= exp(m_old - m_new) each step.",
        "tradeOff": "Short sequences lose the benefit: with N = 1024 there are only 8 query blocks per head and causal halves their work, so batch 1 x 8 heads launches 64 small CTAs on a 132-SM H100 and more than half of the SMs idle.",
    }
