# Sources: S40 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Q, K, V tiles are loaded from global memory into the unified buffer, the "
                         "score tile S and P never go back to global memory; O and the row LSE are "
                         "written once.",
        "tiling": "Q in 128-row blocks, K/V in 128-row blocks, head dim 128, one core per (Q block, "
                  "head); under a causal mask the K/V blocks right of the diagonal are skipped.",
        "numericalStability": "Running max m and sum l per row in fp32, rescale by exp(m_old - m_new). "
                              "Rows with no visible key (bottom-right causal with S_Q > S_KV, the first "
                              "S_Q - S_KV rows) keep m = -inf, and exp(-inf - (-inf)) is NaN, so those "
                              "rows are detected and written as 0.",
        "tradeOff": "Fails when S_Q > S_KV under the causal mask: the first S_Q - S_KV query rows "
                    "have no valid key at all, yet they are still scheduled and computed (wasted "
                    "blocks), and without the guard their output is NaN because the sum l is 0.",
    }
