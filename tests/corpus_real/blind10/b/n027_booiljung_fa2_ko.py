# Sources: S27 (paraphrase / 한국어)

def designOutline():
    return {
        "memoryTraffic": "FlashAttention-2 도 N×N 행렬 S, P 를 HBM 에 쓰지 않는다. Q 블록은 한 번, K/V 는 Q 블록마다 한 번 읽고, HBM 에는 O 와 행별 logsumexp 만 쓴다.",
        "tiling": "시퀀스 길이 방향으로도 병렬화: thread block 하나가 Q 의 128행 블록 하나를 맡고, grid 는 (N/128, batch×head). 블록 안에서는 4개 warp 가 Q 를 나눠 갖고 K, V 는 모든 warp 가 공유한다(FA1 의 split-K 방식 제거).",
        "numericalStability": "온라인 소프트맥스: 행별 running max m 과 합 ℓ 을 fp32 로 유지하고, m 이 커지면 누적 출력에 exp(m_old − m_new) 만 곱해 두었다가 마지막에 한 번만 ℓ 로 나눈다(비-matmul FLOPs 감소).",
        "tradeOff": "warp 마다 Q 행을 나누면 warp 간 통신은 줄지만, causal mask 에서 대각선 위 블록을 건너뛰기 때문에 뒤쪽 Q 블록일수록 일이 많아 thread block 간 부하가 불균형해진다.",
    }
