# Sources: S03 (paraphrase / learner rewrite), S38 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "HBM traffic of my kernel: Q block loaded once per program, K and V streamed once per "
                         "program, O written once, plus LSE (one fp32 per row) for the backward. S = QK^T and P "
                         "are never stored in global memory (the hint about OOM for the N^2 scores applies here too).",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, head dim 64, fp16. grid = (cdiv(N, 128), B*H). Causal: the KV loop "
                  "is split into blocks fully below the diagonal (no mask needed) and the diagonal blocks (masked); "
                  "blocks above the diagonal are skipped.",
        "numericalStability": "m_i = -inf, l_i = 0, acc = 0 in fp32. Each iteration: m_ij = max(m_i, rowmax(qk*scale)); "
                              "p = exp2(qk*scale*log2e - m_ij); alpha = exp2(m_i - m_ij); acc = acc*alpha + p@v; "
                              "l_i = l_i*alpha + sum(p). At the end acc / l_i and store m_i + log(l_i).",
        "tradeOff": "Why mine is slower than official flash_attn_func: profiling shows I use one pipeline stage, so "
                    "K/V loads are not overlapped with the dot and the tensor cores stall waiting on memory. Also at "
                    "d = 128 the fp32 acc of 128 x 128 takes a lot of registers and occupancy drops.",
    }
