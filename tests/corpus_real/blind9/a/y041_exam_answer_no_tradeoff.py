# Sources: S21, S04 (paraphrase / learner rewrite, exam answer)
def designOutline():
    return {
        "memoryTraffic": "One fused kernel: S and P are computed block by block in SRAM and discarded after the PV "
                         "product, so they are never written to HBM. HBM reads: Q once, K and V once per query block; "
                         "HBM writes: O and the logsumexp per row.",
        "tiling": "Query blocks of 128 rows, one per thread block (grid = N/128 x batch x heads), kept in shared "
                  "memory with the fp32 output accumulator in registers; key/value blocks of 64 rows streamed in "
                  "the inner loop with double buffering; head dim 64.",
        "numericalStability": "Online softmax per row with running max m and running sum l in fp32; "
                              "m_new = max(m, rowmax(S_blk)), acc and l are multiplied by exp(m - m_new) before "
                              "adding exp(S_blk - m_new) V_blk; O = acc / l at the end.",
    }
