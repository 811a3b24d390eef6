# Sources: S37 (한국어 학습자 재작성)
def designOutline():
    return {
        "memoryTraffic": (
            "S = QK^T 와 P 는 공유 메모리와 레지스터에서만 만들어지고 바로 V 와 곱해진 뒤 버려진다. 글로벌 "
            "메모리(HBM)에는 Q, K, V 읽기와 O 쓰기만 있다."
        ),
        "tiling": (
            "TILE_WIDTH = 16 으로 행렬 A, B 를 16×16 타일로 나누어 공유 메모리 s_A, s_B 에 올리고, "
            "__syncthreads() 후 각 스레드가 C 의 원소 하나를 계산한다. 뱅크 충돌을 피하려고 전치해서 올리고, "
            "불필요한 __syncthreads() 는 빼서 약 7% 빠르게 했다."
        ),
        "numericalStability": (
            "온라인 softmax: 행마다 최대값과 합을 fp32 로 유지하고, 최대값이 바뀌면 exp(m_old - m_new) 로 "
            "누적 출력을 다시 스케일한다."
        ),
        "tradeOff": "작은 타일은 점유율(occupancy)에 좋다.",
    }
