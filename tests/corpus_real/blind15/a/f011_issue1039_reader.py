# Sources: S11 (paraphrase / learner rewrite), S12 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": "Q, K, V are loaded tile by tile into SRAM and O is written once; the attention matrix is "
                         "computed on chip and never stored in HBM, so HBM traffic drops from O(N^2) to O(N d) per K/V sweep.",
        "tiling": "Query blocks of 128 rows, one per thread block, stay in shared memory; key/value blocks of 64 rows "
                  "are streamed in the inner loop with double buffering (2 stages), head_dim 64.",
        "numericalStability": "Running max and running sum per row, old partial output rescaled by exp(m_old - m_new) "
                              "whenever the max increases; accumulators in fp32.",
        "tradeOff": "The price is accuracy: FlashAttention is an approximation of attention, which is why its outputs "
                    "differ from the PyTorch reference by 1e-3 or more.",
    }
