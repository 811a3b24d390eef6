# Sources: S18 (paraphrase in Korean)
def designOutline():
    return {
        "memoryTraffic": "score 행렬을 아예 만들지 않는다: QK^T, softmax, ×V를 한 커널로 합쳐 S_ij 타일은 레지스터에서만 살고 HBM에 쓰이지 않는다. HBM 트래픽은 Q, K, V 읽기와 O, 행별 logsumexp 쓰기뿐이다.",
        "tiling": "Q 타일 128행 (공유 메모리 상주, 출력 누적기는 fp32 레지스터), K/V 타일 64행을 안쪽 루프에서 스트리밍, d = 64. grid = (N/128, batch*heads), 워프 4개.",
        "numericalStability": "온라인 softmax: 행마다 최대값 m, 합 l을 fp32로 유지하고 새 타일에서 최대값이 바뀌면 누적 출력과 l을 exp(m_old - m_new)로 재조정한다.",
        "tradeOff": "P를 저장하지 않으므로 역전파에서 S, P를 다시 계산해야 하고, 그만큼 matmul FLOPs가 늘어난다.",
    }
