# Sources: S13 (already-used source; learner rewrite in Korean)


def designOutline():
    return {
        "memoryTraffic": (
            "표준 attention은 S, P (N×N)를 HBM에 쓰고 다시 읽는다. FlashAttention은 하나의 커널에서 계산해서 "
            "S, P를 HBM에 저장하지 않고, O와 행별 통계량 (m, l)만 HBM에 쓴다."
        ),
        "tiling": "Q, K, V를 블록으로 나누어 SRAM에 올려서 계산한다.",
        "numericalStability": (
            "블록마다 m(x), l(x)를 구하고 m_new = max(m_old, m_blk), "
            "l_new = e^(m_old - m_new) l_old + e^(m_blk - m_new) l_blk 로 갱신, 출력도 같은 계수로 보정한다."
        ),
        "tradeOff": (
            "한계: 새로운 attention 변형마다 CUDA 커널을 직접 다시 작성해야 하므로, PyTorch처럼 연산을 조합해서 "
            "쓸 수 없고 엔지니어링 비용이 크다."
        ),
    }
