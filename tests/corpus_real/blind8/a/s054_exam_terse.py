# Sources: S01, S02
# exam Q3 (terse)


def designOutline():
    return {
        "memoryTraffic": "fuse QK^T+softmax+PV; S,P never in HBM; HBM: Q,K,V in, O+LSE out -> O(N^2 d^2/M) accesses vs O(Nd+N^2)",
        "tiling": "Br=64 Q rows/CTA in smem, Bc=64 K/V rows streamed, d=64 -> 24KB; grid N/64 x B*H",
        "numericalStability": "running m,l fp32; acc,l *= exp(m_old-m_new); O=acc/l; LSE=m+log l saved",
        "tradeOff": "bwd recomputes S,P from Q,K,LSE (P not stored) -> +1 QK^T per tile",
    }
