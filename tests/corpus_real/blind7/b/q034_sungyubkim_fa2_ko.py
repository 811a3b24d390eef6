# Sources: S33 (paraphrase, 한국어)


def designOutline():
    return {
        "memoryTraffic": (
            "중간 attention 행렬 S와 P를 HBM에 저장하지 않는다 (메모리 O(N²) → O(N)). HBM에서는 Q, K, V를 읽고 "
            "O와 행별 logsumexp만 쓴다."
        ),
        "tiling": (
            "FA2는 시퀀스 길이 차원으로도 병렬화한다: thread block 하나가 Q의 row block 하나를 맡고, 블록 안에서는 Q를 "
            "4개 warp로 나누고 K/V는 모든 warp가 공유한다 (split-K 방식 제거)."
        ),
        "numericalStability": (
            "non-matmul FLOPs를 줄이려고 매 블록마다 O를 ℓ로 나누지 않고, 스케일되지 않은 O를 exp(m_old - m_new)로만 "
            "보정하다가 마지막에 한 번 diag(ℓ)^-1로 나눈다. backward용으로는 m과 ℓ 대신 logsumexp L 하나만 저장한다."
        ),
        "tradeOff": (
            "그래도 A100 이론 최대 FLOPs/s의 50-73%에 그친다: softmax의 exp 같은 non-matmul 연산은 tensor core가 아니라 "
            "훨씬 느린 유닛에서 돌기 때문이다."
        ),
    }
