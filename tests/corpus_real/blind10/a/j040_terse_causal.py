# Sources: S10, S22 (learner rewrite, terse notes)
def designOutline():
    return {
        "memoryTraffic": "S/P on-chip only, never in HBM. HBM: read Q,K,V; write O + lse (fp32/row)",
        "tiling": "BLOCK_M=128 Q rows resident, BLOCK_N=64 K/V streamed, d=64, 4 warps, 2 stages; causal: skip KV blocks above diag",
        "numericalStability": "online softmax: m,l fp32 per row; acc *= exp(m_old-m_new); O = acc/l; fully masked row -> 0 not NaN",
        "tradeOff": "causal: last Q blocks do ~N/64 iters, first ones 1 -> stragglers / tail effect on the SMs",
    }
