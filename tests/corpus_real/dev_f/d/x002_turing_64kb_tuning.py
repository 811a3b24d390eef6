# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: Q, K, V read from GDDR6, O and the per-row logsumexp written; the scores/probabilities stay in SRAM and registers and never go to global memory.",
        "tiling": (
            "2080 Ti (Turing) gives only 64 KB of shared memory per CTA, so I do not use the upstream defaults "
            "(they assume Ampere's 100+ KB). Forward: BLOCK_M = 64 query rows per program, BLOCK_N = 64 keys, "
            "head_dim = 64, num_stages = 2, num_warps = 4. Q tile 64x64 fp16 = 8 KB stays resident, K and V "
            "tiles are 8 KB each and double-buffered: 8 + 2 x 16 = 40 KB, leaves room. Grid is "
            "(seq/64, batch*heads); the loop over keys is the inner loop."
        ),
        "numericalStability": "online softmax: keep m (row max) and l (row sum) in fp32 registers, rescale the accumulator by exp(m_old - m_new) whenever a new key block raises the max, normalise by l at the end.",
        "tradeOff": (
            "The upstream backward blocks need about 82 KB of shared memory, which does not fit Turing's 64 KB "
            "per CTA, so I halved the block sizes for backward. Halving BLOCK_N doubles the number of loop "
            "iterations and halving BLOCK_M doubles how many times K/V are re-read, so the backward is slower "
            "than on Ampere. num_stages >= 3 also runs out of shared memory here."
        ),
    }
