# Sources: S01* (paraphrase), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "One kernel: S/P never stored in HBM; reads Q, K, V, writes O and the logsumexp.",
        "tiling": "On our A100: BLOCK_M = 256, BLOCK_N = 128, head_dim = 128, fp16, 2 stages. Q tile 64 KB + 2 x (32 + 32) KB = "
                  "192 KB of shared memory per CTA, one CTA per SM.",
        "numericalStability": "Online softmax: fp32 running max and sum per row, acc rescaled by exp(m_old - m_new), divided by the sum at the end.",
        "tradeOff": "One CTA per SM means no other CTA hides the load latency, so the pipeline stalls whenever a K/V stage is late.",
    }
