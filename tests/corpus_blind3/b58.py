def designOutline():
    return {
        "memoryTraffic": "in: Q,K,V (fp16). out: O (fp16), lse (fp32). never out: S, P. K,V read ceil(N/128) times.",
        "tiling": "BLOCK_M=128, BLOCK_N=64, HEAD_DIM=64, num_warps=4, num_stages=3; pid0 = q-block, pid1 = b*h; Q in regs, K/V streamed.",
        "numericalStability": "qk*=sm_scale*LOG2E; m_new=max(m,rowmax(qk)); p=exp2(qk-m_new); alpha=exp2(m-m_new); l=l*alpha+rowsum(p); acc=acc*alpha+dot(p.to(f16),v); fp32 acc.",
        "tradeOff": "num_stages=3 costs 3 x (K+V tile) of smem = 48 KB; at HEAD_DIM=256 this overflows smem -> need num_stages=1, losing load/compute overlap.",
    }
