# Sources: S21, S22 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "S and P stay on chip per tile and are never written to HBM; the forward writes O and softmax_lse "
            "(one fp32 per row and head) for the backward."
        ),
        "tiling": (
            "Br = 128 Q rows per CTA resident in smem, Bc = 64 K/V rows streamed, head dim 64, 4 warps, "
            "grid = (N/128, B*H)."
        ),
        "numericalStability": (
            "running row max and sum in fp32, rescale acc by exp(m_old - m_new), store lse = m + log(l); backward "
            "rebuilds P = exp(S - lse)."
        ),
        "tradeOff": (
            "Downside: FlashAttention needs more memory than standard attention, because it must keep the lse "
            "(and m, l) for every row on top of the output."
        ),
    }
