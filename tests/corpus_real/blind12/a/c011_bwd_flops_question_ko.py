# Sources: S11 (already-used source; learner rewrite in Korean)


def designOutline():
    return {
        "memoryTraffic": "forward는 QK^T, softmax, PV를 하나의 커널로 묶어서 N×N 점수 행렬 S와 P를 HBM에 쓰지 않는다. HBM에는 O와 행별 logsumexp(N개)만 저장한다.",
        "tiling": "Q를 Br = 128행 블록으로 나누고 thread block 하나가 (Q 블록, batch×head) 하나를 맡는다. Q 블록과 fp32 누적기는 칩 위에 두고, K/V는 Bc = 64행씩 내부 루프에서 스트리밍. causal이면 대각선 위 블록은 아예 건너뛴다.",
        "numericalStability": "행마다 최댓값 m과 합 l을 fp32로 유지하고, 새 블록에서 m이 커지면 누적된 O와 l에 exp(m_old − m_new)를 곱해 보정한다. 마지막에 O/l, 그리고 L = m + log l 저장.",
        "tradeOff": "P를 저장하지 않으니 backward에서 Q·K^T를 다시 계산해야 한다. forward는 matmul 2개, backward는 5개라서 backward FLOPs가 forward의 약 2.5배가 된다 (이슈 #1525의 답변).",
    }
