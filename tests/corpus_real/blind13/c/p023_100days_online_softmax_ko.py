# Sources: S18, S04 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, softmax, PV를 하나의 fused kernel로 합쳐서 N×N 크기의 S와 P를 HBM에 절대 쓰지 않는다. "
            "타일 단위로 SRAM/레지스터에만 있다가 V와 곱한 뒤 버린다. HBM에서는 Q, K, V를 읽고 O와 행마다 "
            "logsumexp 하나만 쓴다."
        ),
        "tiling": (
            "Q를 Br = 64행 블록으로 나누고 thread block 하나가 Q 블록 하나를 shared memory에 계속 둔다. "
            "안쪽 루프에서 K, V를 Bc = 64행씩 스트리밍한다. grid는 (N/64, batch × heads), warp 4개."
        ),
        "numericalStability": (
            "온라인 softmax(100일 챌린지에서 짠 (m, d) reduce와 같은 아이디어): 행마다 현재 최댓값 m과 "
            "합 d를 fp32로 들고 있다가, 새 블록의 최댓값이 더 크면 d와 누산기 O에 exp(m_old − m_new)를 "
            "곱해 보정한다. 마지막에 O / d."
        ),
        "tradeOff": (
            "단점: causal mask에서 뒤쪽 Q 블록일수록 처리할 K/V 블록이 많아서 블록마다 일이 불균형하다. "
            "먼저 끝난 SM은 놀게 된다."
        ),
    }
