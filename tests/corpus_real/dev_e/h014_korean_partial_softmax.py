# Sources: S29 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "입력 Q, K, V는 HBM에 두고 블록 단위로 SRAM으로 옮겨서 계산한 다음, 결과 O만 HBM에 다시 쓴다. N x N 점수 행렬은 HBM에 한 번도 쓰지 않는다.",
        "tiling": "block_size = 64: Q 블록 하나를 SRAM에 고정하고 K, V 블록을 순서대로 돈다 (Q1xK1, Q1xK2, ... 다음 Q2xK1, ...).",
        "numericalStability": "각 블록에서 부분 소프트맥스 P_ij = softmax(S_ij)를 계산하고 O_ij = P_ij V_j 를 누적 결과에 더한다.",
        "tradeOff": "블록이 작으면 K, V를 Q 블록 개수만큼 다시 읽어야 해서 HBM 읽기가 늘어난다. 그래서 SRAM이 허락하는 한 블록을 크게 잡는다.",
    }
