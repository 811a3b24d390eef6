# Sources: S04, B1 (paraphrase / learner rewrite, non-native English)
def designOutline():
    return {
        "memoryTraffic": "Flash attention avoid to store the big intermediate matrix: the scores S and softmax P "
                         "only exist in SRAM for one block and are thrown away after multiply with V. HBM only get "
                         "Q, K, V read and O write (plus one logsumexp per row), so the traffic is like O(N d) not O(N^2).",
        "tiling": "Q split in blocks of Br = 64 rows, K and V in blocks of Bc = 64 rows, head dim 64, fp16, so each "
                  "tile is 8 KB and the three tiles are 24 KB of shared memory, 2-3 blocks can live on one SM. "
                  "One thread block per (batch, head, Q-block), K/V blocks are loop inside.",
        "numericalStability": "keep running max m_i and running sum l_i for every query row; when new block come with "
                              "bigger max, old accumulator and l_i are multiply by exp(m_old - m_new). At the end divide "
                              "by l. All of this in fp32 even if inputs are fp16.",
        "tradeOff": "If head dim is bigger (like 256) the tiles don't fit in SRAM anymore, so block size must go "
                    "small and the kernel get slower.",
    }
