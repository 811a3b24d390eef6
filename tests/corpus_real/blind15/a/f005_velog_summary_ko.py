# Sources: S01 (paraphrase / learner rewrite), S13 (paraphrase)
# velog 글 정리


def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax, PV를 하나의 커널로 합쳐서 N×N 어텐션 행렬 S, P를 HBM에 절대 쓰지 않는다. "
                         "HBM에서는 Q, K, V만 읽고 최종 O와 row별 logsumexp만 쓴다.",
        "tiling": "GPU 메모리 계층을 잘 활용하도록 적당한 크기의 블록으로 나눠서 계산한다. 블록 크기는 하드웨어에 맞게 고른다.",
        "numericalStability": "online softmax: 각 row마다 running max m과 running sum l을 fp32로 유지하고, "
                              "새 블록에서 max가 커지면 이전 누적값 O와 l에 exp(m_old - m_new)를 곱해서 보정한다.",
        "tradeOff": "역전파 때 P를 저장하지 않았기 때문에 블록마다 S를 다시 계산해야 한다(QK^T 한 번 더). "
                    "메모리를 아끼는 대신 FLOPs가 늘어난다.",
    }
