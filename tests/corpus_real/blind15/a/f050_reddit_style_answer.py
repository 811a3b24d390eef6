# Sources: S09 (paraphrase / learner rewrite, forum answer)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention is approximate attention: it only loads the blocks of K/V that matter into SRAM "
                         "and skips the rest, which is why it moves so much less data between HBM and SRAM.",
        "tiling": "Thread block per 64-row query tile (kept in shared memory), 64-row K/V tiles streamed in the inner "
                  "loop, grid (N/64, batch*heads).",
        "numericalStability": "Running max + running sum per row in fp32, rescale the accumulated output by "
                              "exp(m_old - m_new) when a tile brings a larger max, divide by the sum at the end.",
        "tradeOff": "At d = 256 the tiles stop fitting in shared memory, so the kernel has to shrink them and "
                    "re-reads K/V more often; that is why head dim 256 was unsupported at first.",
    }
