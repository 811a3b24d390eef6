# Sources: S43 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "The attention kernel reads q, k, v once from device memory and writes the "
                         "output; the T x T weights are kept on chip per tile and not written out.",
        "tiling": "Blocks of 64 time steps for q (one CTA each) and 64 for k/v streamed through "
                  "shared memory, head dim 64, relative position logits added per tile.",
        "numericalStability": "fp32 running max and sum per query; previous partial output "
                              "rescaled by exp(m_old - m_new) when the max increases; -inf for "
                              "padded keys.",
        "tradeOff": "Do the 1/sqrt(d) scaling on q before the matmul (and before the rel-pos "
                    "embedding product) so q·k does not overflow in fp16.",
    }
