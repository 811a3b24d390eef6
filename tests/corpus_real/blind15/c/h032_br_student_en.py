# Sources: S17 (paraphrase / learner rewrite, Brazilian learner writing English)


def designOutline():
    return {
        "memoryTraffic": "Each S tile is computed in SRAM, then we save it to HBM so the backward pass can use it later, but we never keep the full N x N in SRAM at the same time.",
        "tiling": "Q blocks of 128 rows, one per thread block, stay in shared memory; K and V blocks of 64 rows are streamed in the inner loop; d = 64 in bf16 so 16 KB + 8 KB + 8 KB.",
        "numericalStability": "For each row I keep the max m and the sum l in fp32; if the new block have larger max, the old accumulator and l are multiplied by exp(m_old - m_new), and after the last block O = acc / l.",
        "tradeOff": "If head dim goes to 256 the same 128-row Q tile is 64 KB alone, so shared memory gets full and fewer blocks fit per SM — occupancy goes down.",
    }
