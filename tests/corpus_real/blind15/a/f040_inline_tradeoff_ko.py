# Sources: S01 (paraphrase / learner rewrite), S20 (paraphrase)
# 스터디 발표용 정리 (영어 섞어서)


def designOutline():
    return {
        "memoryTraffic": "S = QK^T랑 P는 SRAM tile로만 존재하고 HBM에는 never written. HBM에서는 Q, K, V read, "
                         "O랑 row별 logsumexp만 write.",
        "tiling": "Q block 128 rows를 thread block 하나가 맡아서 shared memory에 keep, K/V는 64 rows씩 inner loop에서 "
                  "stream. Trade-off: head_dim 256이면 이 tile들이 SRAM에 안 들어가서 block size를 줄여야 하고, "
                  "그만큼 K/V를 더 자주 다시 읽어서 느려진다.",
        "numericalStability": "online softmax: row마다 max m, sum l을 fp32로 들고 있다가 max가 바뀌면 "
                              "acc와 l에 exp(m_old - m_new)를 곱해서 rescale.",
    }
