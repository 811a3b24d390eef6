# Sources: A07 (plus the Striped Attention README as a pointer; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "KV block sent to the neighbour with send/recv while the current block is computed; inside a "
                         "device the flash kernel keeps S in SRAM and writes only O and lse to HBM.",
        "tiling": "N devices, each with a contiguous seq/N slice of q, k, v; N ring steps; within a step "
                  "128-row query tiles and 64-row key tiles.",
        "numericalStability": "per-step (out, lse) merged in fp32 with the logsumexp rule, equivalent to the online "
                              "softmax rescale by exp(lse_old - lse_new).",
        "tradeOff": "with a causal mask device 0's queries only need its own keys while the last device needs all, "
                    "so per-step work is uneven and devices wait for the slowest; striped or zigzag layouts even it out.",
    }
