# Sources: S34 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "flash-attn forward keeps only O and the softmax LSE for backward; the S/P "
                         "tiles are never written to HBM, so there is no large activation to "
                         "checkpoint in the first place.",
        "tiling": "flash_attn_fwd: 128-row query blocks per CTA, 64-row K/V blocks through smem, "
                  "head dim 128, grid (seqlen/128, batch*heads); the backward is its own kernel "
                  "parallel over K/V blocks.",
        "numericalStability": "running max and row sum in fp32, rescale by exp(m_old - m_new), LSE "
                              "stored so the backward rebuilds P = exp(S - LSE) exactly.",
        "tradeOff": "With checkpoint_core_attention on, the framework re-runs the whole flash_attn_fwd "
                    "(plus several .contiguous() copies) in the backward, although the flash backward "
                    "already recomputes S and P internally from the LSE: the forward attention gets "
                    "recomputed twice, which makes the backward noticeably slower for no memory gain.",
    }
