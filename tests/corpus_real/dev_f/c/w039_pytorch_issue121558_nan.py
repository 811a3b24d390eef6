# Sources: S41 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Fused: QK^T, softmax and PV in one kernel, scores never materialised in "
                         "HBM; reads Q, K, V, writes O and logsumexp.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, head dim 64, one program per query block and "
                  "batch*head, K/V streamed through shared memory.",
        "numericalStability": "We accumulate exp(s) and the row sum in fp32, and we skip the max "
                              "subtraction: fp32 cannot overflow for attention scores, so the "
                              "running max is unnecessary.",
        "tradeOff": "A large negative error in the scores can make every exp(s) in a row underflow to "
                    "0; the row sum is then 0 and dividing by it gives NaN in the output.",
    }
