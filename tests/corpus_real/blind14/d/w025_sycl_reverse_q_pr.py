# Sources: S24 (paraphrase of PR), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Prefill FMHA: per work-group the Q tile is loaded once from global memory and K/V tiles are streamed; "
                         "S and P stay in registers/SLM and are never written back; O is written once.",
        "tiling": "One work-group per (q_blk, head); Q tiles are dispatched in reverse order (last q_blk first) so the heaviest "
                  "causal tiles start in the first wave; KV tiles beyond the diagonal are skipped.",
        "numericalStability": "Per row fp32 running max and sum; acc is rescaled by exp(m_old − m_new) when a KV tile raises the max; "
                              "divide by the sum at the end.",
        "tradeOff": "Causal load imbalance: q_blk = 0 only attends the diagonal KV block while the last q_blk attends the whole "
                    "history, so with ascending order the last wave is all heavy tiles and the other cores idle at the tail.",
    }
