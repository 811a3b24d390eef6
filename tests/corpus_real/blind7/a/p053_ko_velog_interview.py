# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "N×N 어텐션 행렬을 HBM에 만들지 않음. Q, K, V 블록을 SRAM으로 읽고, S와 P는 SRAM에서 쓰고 버리고, "
                         "출력 O와 행별 통계만 HBM에 씀.",
        "tiling": "Q 64행 블록을 스레드 블록마다 shared memory에 두고, K/V 64행 블록을 안쪽 루프에서 하나씩 로드.",
        "numericalStability": "행마다 running max와 running sum을 fp32로 유지하고, 최대값이 바뀌면 이전 누적값에 "
                              "exp(m_old - m_new)를 곱해서 보정.",
        "tradeOff": "속도를 위해 약간의 정확도를 희생함 — 블록 단위로 계산하니까 표준 어텐션과 결과가 살짝 다름.",
    }
