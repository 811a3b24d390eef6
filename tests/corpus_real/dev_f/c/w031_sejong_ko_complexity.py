# Sources: S33 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": "Self-Attention 의 S = QK^T 와 softmax 결과 P 를 HBM 에 쓰지 않는다. 커널 하나가 "
                         "Q, K, V 블록을 HBM 에서 읽어 SRAM 에서 QK^T → softmax → PV 를 끝내고, O 와 행별 "
                         "logsumexp 만 HBM 에 쓴다.",
        "tiling": "Q 블록 Br = 64 행을 스레드 블록 하나에 배정해 레지스터에 누적기를 두고, K/V 는 "
                  "Bc = 64 행씩 공유 메모리로 스트리밍한다. d = 64 에서 fp16 기준 Q 8KB + K/V 16KB.",
        "numericalStability": "온라인 softmax: 행별 최댓값 m, 합 l 을 fp32 로 유지; 새 블록에서 m 이 "
                              "커지면 기존 출력과 l 에 exp(m_old − m_new) 를 곱해 다시 스케일한다.",
        "tradeOff": "구현이 까다롭다. softmax 를 행 전체가 아니라 블록마다 온라인으로 다시 스케일해야 "
                    "하고, 역전파도 저장한 logsumexp 로 P 를 재계산하도록 따로 짜야 해서 표준 "
                    "attention 처럼 matmul 두 번 + softmax 한 번으로 끝나지 않기 때문이다.",
    }
