# Sources: S01, S02, S11
# Terse learner notes.

def designOutline():
    return {
        "memoryTraffic": "HBM: read Q,K,V; write O (N x d) + lse (N). S,P: regs only, never stored.",
        "tiling": "BLOCK_M=128 q rows/CTA (resident), BLOCK_N=64 k/v rows streamed, d=64, 4 warps; grid=(N/128, B*H).",
        "numericalStability": "fp32 m,l,acc; alpha=exp(m_old-m_new); acc*=alpha; l=l*alpha+rowsum(p); O=acc/l at end.",
        "tradeOff": "BLOCK_N 128 -> 2x regs for qk tile -> spills at 4 warps, so 64.",
    }
