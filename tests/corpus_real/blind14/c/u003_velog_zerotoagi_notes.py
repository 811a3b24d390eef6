# Sources: S29, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "커널 하나에서 QK^T, softmax, PV를 모두 처리하므로 N×N 점수 행렬 S와 P는 HBM에 절대 "
            "쓰지 않는다. HBM에서는 Q, K, V만 읽고 O와 행별 logsumexp만 다시 쓴다."
        ),
        "tiling": (
            "Br = 64, Bc = 64 로 자른다. Q 블록 하나(64행)를 SRAM에 올려두고 바깥 루프로 두고, "
            "안쪽 루프에서 K, V 블록을 64행씩 HBM에서 SRAM으로 가져온다. head dim 64, fp16 기준으로 "
            "블록 하나가 8 KB라 세 개 합쳐도 24 KB 정도다."
        ),
        "numericalStability": (
            "행마다 최대값 m과 누적합 l을 추적한다. 새 블록이 오면 m_new = max(m, rowmax(S_ij))로 "
            "갱신하고, 이전 l과 O에 exp(m - m_new)를 곱해서 보정한 뒤 새 블록의 exp(S_ij - m_new)를 "
            "더한다. 통계는 fp32로 유지한다."
        ),
        "tradeOff": "재계산 비용이 있다.",
    }
