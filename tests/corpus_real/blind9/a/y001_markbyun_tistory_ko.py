# Sources: S01, B1 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention은 N×N 어텐션 행렬 S와 P를 HBM에 절대 쓰지 않는다. "
                         "K, V 블록을 HBM에서 SRAM으로 읽어 오고, 블록 계산이 끝나면 출력 O(와 행별 m, l)만 "
                         "HBM에 기록한다. 그래서 HBM 접근량이 표준 어텐션의 Θ(Nd + N²)보다 훨씬 적은 "
                         "O(N²d²/M) 이 된다.",
        "tiling": "논문 Algorithm 1 순서대로: 바깥 루프는 K_j, V_j 블록(Bc = 64행)을 SRAM에 올리고, "
                  "안쪽 루프는 Q_i 블록(Br = 64행)을 하나씩 올린다. d = 64, fp16 이면 블록 하나가 8KB라서 "
                  "Q, K, V 세 블록이 24KB 정도로 SRAM에 충분히 들어간다. O_i, l_i, m_i 는 안쪽 루프에서 "
                  "HBM에서 읽고 다시 쓴다.",
        "numericalStability": "온라인 softmax: 행마다 최대값 m과 지수합 l을 유지한다. 새 블록이 오면 "
                              "m_new = max(m, rowmax(S_ij)) 로 갱신하고, 이전까지의 O와 l에 exp(m − m_new)를 "
                              "곱해서 보정한 다음 exp(S_ij − m_new)·V_j 를 더한다. 그래서 exp 인자가 항상 0 이하라 "
                              "오버플로가 안 난다.",
        "tradeOff": "역전파에서는 P를 저장하지 않았기 때문에 S, P를 블록마다 다시 계산해야 한다. "
                    "FLOPs는 늘어나지만 HBM에서 N×N 행렬을 읽는 것보다 싸서 전체적으로는 더 빠르다.",
    }
