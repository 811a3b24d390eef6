# Sources: S06, S01 (paraphrase / learner rewrite)
# 블로그 공부 노트


def designOutline():
    return {
        "memoryTraffic": (
            "S = QK^T 타일은 SRAM 안에서만 계산되고 바로 V와 곱해져 버려진다. HBM에 N×N 행렬을 쓰지 않는다. "
            "HBM 접근은 Q, K, V 읽기와 O, m, l 쓰기뿐."
        ),
        "tiling": (
            "Q를 Br=64행씩, K/V를 Bc=64행씩 나눈다. 하나의 스레드 블록이 Q 블록 하나를 공유 메모리에 두고 "
            "K/V 블록을 차례로 불러온다."
        ),
        "numericalStability": (
            "행별로 최댓값 m과 합 l을 유지하고 새 블록의 최댓값이 더 크면 이전 출력과 l을 exp(m_old - m_new)배 한다."
        ),
        "tradeOff": (
            "대신 m, l 같은 통계량과 블록 버퍼를 추가로 저장해야 해서 표준 어텐션보다 메모리를 더 많이 쓴다."
        ),
    }
