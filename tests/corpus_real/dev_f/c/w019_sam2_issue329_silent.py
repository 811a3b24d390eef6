# Sources: S21 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "With the flash backend the (HW x HW) attention map of the image encoder is "
                         "never written to HBM; only Q, K, V are read and O is written.",
        "tiling": "Query tiles of 128 tokens per thread block, key/value tiles of 64 tokens "
                  "streamed through shared memory, head_dim = 64, grid over (tiles, batch*heads).",
        "numericalStability": "fp32 running max and sum per query; when a tile has a bigger max, the "
                              "accumulator and sum are multiplied by exp(m_old - m_new).",
        "tradeOff": "After the PR the warning was gone but training speed stayed exactly the same. "
                    "That is expected: flash attention only saves memory, it does not make attention "
                    "itself any faster, so speed cannot change.",
    }
