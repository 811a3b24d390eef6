# Sources: A02 (learner terse notes on causal masking)
def designOutline():
    return {
        "memoryTraffic": "fwd: read Q,K,V; write O + LSE. S,P: registers only.",
        "tiling": "Br=128 Bc=64 d=64. causal: skip blocks w/ all col idx > row idx (~half); only diagonal block needs "
                  "the elementwise mask. grid (N/128, B*H), 4 warps split Q rows.",
        "numericalStability": "fp32 m,l; O~ *= exp(m_old - m_new); O = O~/l at end; LSE = m + log l.",
        "tradeOff": "causal blocks near the bottom have ~N/64 K blocks, the top ones ~1 -> uneven work per CTA; "
                    "schedule the long rows first to limit the tail.",
    }
