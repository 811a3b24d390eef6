# Sources: S31 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "S, P를 HBM에 쓰지 않기 때문에 HBM 접근이 Theta(N^2 d^2 / M)로 줄어든다 (표준 어텐션은 Theta(N d + N^2)).",
        "tiling": "Br = 64, Bc = 64, d = 64: Q 블록은 공유 메모리에 고정, K/V 블록은 내부 루프에서 순서대로 로드.",
        "numericalStability": "온라인 softmax: 행 최대값과 합을 fp32로 유지하고 최대값이 커지면 누산기에 exp(m_old - m_new)를 곱한다.",
        "tradeOffs": [
            "재계산: 역전파에서 P를 저장하지 않으므로 S = QK^T를 다시 계산해야 해서 FLOPs가 늘어난다.",
            "head dim이 256이면 K/V 블록이 공유 메모리에 다 들어가지 않아 블록을 줄여야 하고 속도가 떨어진다.",
        ],
    }
