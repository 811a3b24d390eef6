# Sources: S07 (paraphrase), S08 (paraphrase), S06 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "On T4 the memory is only 320 GB/s, so I am very careful. My kernel is reading Q, K, V "
            "from global memory and is writing only O and the logsumexp per row; the score matrix "
            "S and the probability P is never going to global memory, they live in registers "
            "and shared memory only one tile at one time."
        ),
        "tiling": (
            "T4 gives only 64 KB shared memory per block (less than 99 KB of Ampere consumer or "
            "163 KB of A100), so I choose small: Br = 64 query rows, Bc = 64 key rows, head dim 64, "
            "fp16. Q tile 8 KB stays for all the loop, K tile 8 KB and V tile 8 KB are loaded each "
            "iteration, total 24 KB, so even 2 blocks per SM can live. One block per "
            "(64 queries, batch*head), 4 warps."
        ),
        "numericalStability": (
            "Turing tensor core gives fp32 accumulate, so S tile and O accumulator are fp32. "
            "Each row keep max m and sum l; when new block has bigger max, old O and l are "
            "multiplied by exp(m_old - m_new). Final O divided by l, and lse = m + log(l) saved."
        ),
        "tradeOff": (
            "Because T4 has no bf16, I must run fp16; fp16 overflows above 65504, so if someone "
            "skips the max subtraction the exp gives inf and NaN. Also head dim 128 backward does "
            "not fit in 64 KB shared memory, so it needs smaller tiles and more K/V re-reads."
        ),
    }
