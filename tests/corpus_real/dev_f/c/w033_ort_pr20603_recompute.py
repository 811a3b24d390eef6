# Sources: S35 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "FlashAttn reads Q, K, V and writes O and softmax_lse; the attention "
                         "probabilities are never stashed in HBM for backward, unlike the PyTorch "
                         "SDPA math path.",
        "tiling": "Thread block per 128 query rows and head; K/V in 64-row tiles in shared memory; "
                  "head dim 128; 4 warps.",
        "numericalStability": "Online softmax: fp32 running max and sum, output rescaled by "
                              "exp(m_old - m_new), lse saved for the backward.",
        "tradeOff": "Recompute of the FlashAttn subgraph in the backward: peak memory dropped from "
                    "45 GB to 32 GB and we got an extra 16% end-to-end time reduction with an aligned "
                    "loss curve.",
    }
