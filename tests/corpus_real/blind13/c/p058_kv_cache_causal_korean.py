# Sources: S09, S10 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, softmax, PV를 하나의 kernel로 합쳐 S와 P를 HBM에 쓰지 않는다. HBM 읽기는 Q, K, V, "
            "쓰기는 O와 행별 logsumexp뿐이다."
        ),
        "tiling": (
            "Q 블록 Br = 128행을 shared memory에 두고 K/V 블록 Bc = 64행을 안쪽 루프에서 돈다. KV 캐시가 "
            "있어서 seqlen_k > seqlen_q인 causal의 경우, query 행 i는 key 열 j ≤ i + (seqlen_k − seqlen_q)"
            "까지만 보도록(오른쪽 아래 정렬) 마스크를 두고, 완전히 마스크된 K/V 블록은 루프 범위에서 뺀다."
        ),
        "numericalStability": (
            "온라인 softmax: 행마다 running max m과 합 l을 fp32로 유지하고, 최댓값이 커지면 누산기와 l에 "
            "exp(m_old − m_new)를 곱한다. 한 행의 key가 전부 마스크되면 m이 −inf로 남으므로 0을 출력하도록 "
            "막아 NaN을 피한다."
        ),
        "tradeOff": (
            "단점: seqlen_q = 1인 디코딩에서는 Q 블록이 하나뿐이라 thread block이 batch × heads 개밖에 안 "
            "생기고, SM을 다 채우지 못해 GPU가 놀게 된다 (그래서 KV를 나누는 split-KV가 따로 필요하다)."
        ),
    }
