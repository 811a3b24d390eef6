# Sources: S32 (*) (paraphrase / learner rewrite, Korean)
# 대학원 ML 시스템 과목 과제 3.


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, softmax, PV를 하나의 커널로 합쳐서 N×N 점수 행렬 S와 P를 HBM에 절대 쓰지 않는다. "
            "HBM에서는 Q를 한 번, K와 V를 Q 블록마다 한 번 읽고, O와 행마다 logsumexp 하나만 쓴다."
        ),
        "tiling": (
            "FA2 순서: 바깥 루프가 Q 블록(Br = 128), 안쪽 루프가 K/V 블록(Bc = 64)이다. "
            "thread block 하나가 Q 블록 하나를 맡아 출력 누산기를 끝까지 레지스터에 들고 있고, "
            "grid는 (N/128, batch × heads)이다. d = 64일 때 공유 메모리는 16 KB + 16 KB 정도."
        ),
        "numericalStability": (
            "온라인 softmax: 행마다 최댓값 m과 합 l을 fp32로 유지하고, 새 블록에서 최댓값이 커지면 "
            "누산기와 l에 exp(m_old - m_new)를 곱해 보정한다. 마지막에 한 번만 l로 나눈다."
        ),
        "tradeOff": (
            "Br을 256으로 키우면 K/V 재로드는 줄지만 fp32 누산기가 레지스터에 다 안 들어가서 "
            "spill이 생기고 occupancy가 떨어진다."
        ),
    }
