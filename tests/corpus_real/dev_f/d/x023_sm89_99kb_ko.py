# Sources: S23, S24, S25 (한국어 학습자 재작성)
def designOutline():
    return {
        "memoryTraffic": (
            "하나의 fused 커널에서 QK^T, softmax, PV 를 처리하므로 N×N 점수 행렬은 HBM(VRAM)에 쓰지 않는다. "
            "HBM 에서는 Q, K, V 를 읽고 O 와 행별 logsumexp 만 쓴다."
        ),
        "tiling": (
            "RTX 4090(sm89)은 블록당 공유 메모리가 최대 99KB(101,376 B)로 sm86 과 같다. 순전파는 "
            "BLOCK_M = 128, BLOCK_N = 64, head_dim = 128, 2 stage 로 잡는다: Q 타일 128×128×2B = 32KB 는 블록이 "
            "끝날 때까지 공유 메모리에 상주, K/V 타일은 각각 64×128×2B = 16KB 이고 두 번 버퍼링 → 32 + 2×32 = 96KB. "
            "그리드는 (N/128, batch×heads), 블록당 4 워프."
        ),
        "numericalStability": (
            "온라인 softmax: 각 행마다 running max 와 running sum 을 fp32 로 유지하고, 새 블록에서 최대값이 "
            "커지면 누적값과 sum 을 exp(m_old - m_new) 로 다시 스케일한다. 마지막에 sum 으로 나눈다."
        ),
        "tradeOff": (
            "역전파는 dO, Q, K, V, dQ 누적 버퍼 등을 한꺼번에 공유 메모리에 올려야 해서 head_dim > 64 이면 "
            "99KB 를 넘는다. 그래서 4090 에서는 head_dim 128 학습 시 flash 역전파가 안 되고 느린 math 경로로 "
            "떨어진다 (A100/H100 만 가능)."
        ),
    }
