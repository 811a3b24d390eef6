# Sources: S31 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Per decode step the kernel reads the new q, and the K/V cache of its head "
                         "from HBM; scores are kept in shared memory, never written back; output is "
                         "one d-vector per head.",
        "tiling": "k_flash_attention<<<nH, 128>>>: one block per query head, 128 threads; the whole "
                  "K/V cache of that head is loaded into shared memory once and reused by every "
                  "thread for the dot products.",
        "numericalStability": "Scores scaled by 1/sqrt(d), running max over positions subtracted "
                              "before expf, sum in f32, rescale when the max grows.",
        "tradeOff": "One block per query head: SmolLM2-135M has nH = 9, so on a 108-SM A100 only 9 "
                    "SMs work and 99 are idle every decode step; a persistent / work-stealing grid "
                    "over heads x positions is needed to fill the GPU.",
    }
