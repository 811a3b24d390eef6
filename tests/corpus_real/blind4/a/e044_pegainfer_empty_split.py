# Sources: I21 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "KV cache streamed once; per split the kernel writes (o, m, l) to a small scratch buffer; "
                         "a tiny reduce kernel merges them. The QK^T row is never written out.",
        "tiling": "NUM_KV_SPLITS = 4 blocks per Q head: grid goes from 32 to 128 programs, enough for the 84 SMs "
                  "of the card at batch 1.",
        "numericalStability": "alpha = exp2(m_old - m_new) with a guard: if m_new == -inf (nothing seen yet) alpha = 1; "
                              "masked positions get -inf before exp2, never +inf, so exp2 gives 0.",
        "failureMode": "an empty split (context shorter than 4 chunks) keeps m = -inf, and without the guard "
                       "alpha = exp2(-inf - (-inf)) = NaN, which the reduce kernel spreads into the output.",
    }
