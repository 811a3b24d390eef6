# Sources: S13, S22 (learner rewrite, Korean blog notes)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention은 N×N 행렬 연산을 블록으로 쪼개서 FLOPs가 줄어들기 때문에 빠름. Q, K, V를 읽고 O만 씀.",
        "tiling": (
            "Q 블록 Br = 64행을 shared memory에 두고, K/V 블록 Bc = 64행을 안쪽 루프에서 순서대로 로드. d = 64, "
            "grid = (N/64, batch*heads)."
        ),
        "numericalStability": (
            "행마다 running max m, running sum l을 fp32로 유지. 새 블록의 max가 더 크면 이전 O와 l에 exp(m_old - m_new)를 곱해서 보정."
        ),
        "tradeOff": "구현이 복잡함.",
    }
