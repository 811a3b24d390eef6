# Sources: S13 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": (
            "표준 attention은 S, P를 HBM에 저장해서 O(N^2) 메모리가 필요함. FlashAttention은 Q, K, V 블록을 HBM에서 "
            "SRAM으로 로드해서 한 CUDA 커널 안에서 계산하고 결과 O만 HBM에 씀 -> S, P는 HBM에 쓰지 않음."
        ),
        "tiling": (
            "Q, K, V를 블록으로 나누어 SRAM에 로드. Bc = ceil(M/4d), Br = min(Bc, d) (M = SRAM 크기). "
            "바깥 루프는 K_j, V_j 블록, 안쪽 루프는 Q_i 블록. A100은 SM당 SRAM 192KB."
        ),
        "numericalStability": (
            "블록마다 통계값 m(x), l(x) 유지: m = max(m(x1), m(x2)), l = e^{m(x1)-m} l(x1) + e^{m(x2)-m} l(x2), "
            "출력도 같은 계수로 다시 스케일링 -> 블록 단위로 정확한 softmax 계산 가능."
        ),
        "tradeOff": "새로운 attention 구현마다 상당한 엔지니어링 노력이 필요함.",
    }
