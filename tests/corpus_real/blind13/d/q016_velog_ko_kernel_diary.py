# Sources: S25 (*) (paraphrase, rendered in Korean), S06 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "표준 어텐션은 N×N 점수 행렬 S와 P를 HBM에 썼다가 다시 읽는다. 내 커널은 QK^T, softmax, "
            "PV를 하나로 융합해서 S와 P를 HBM에 절대 쓰지 않는다. HBM에서는 Q, K, V만 읽고, O와 "
            "행마다 fp32 logsumexp 하나만 쓴다."
        ),
        "tiling": (
            "RTX 3090 (블록당 공유 메모리 99 KB) 기준, d = 128, fp16. Q 블록 64행(16 KB)을 "
            "스레드 블록 하나가 공유 메모리에 계속 들고 있고, 내부 루프에서 K/V를 64행(각 16 KB)씩 "
            "2단 파이프라인으로 스트리밍한다: 16 + 2×32 = 80 KB. grid = (N/64, 배치×헤드), 워프 4개."
        ),
        "numericalStability": (
            "온라인 소프트맥스: 행마다 최댓값 m과 합 l을 fp32로 유지한다. 새 K/V 블록에서 m이 커지면 "
            "이전 누산기 O와 l에 exp(m_old − m_new)를 곱해 보정한 뒤 새 블록을 더한다. 마지막에 O/l."
        ),
        "tradeOff": (
            "80 KB를 쓰니 SM당 블록이 하나뿐이라 지연을 숨길 워프가 적다. 3단 파이프라인으로 늘리면 "
            "16 + 3×32 = 112 KB가 되어 99 KB 한도를 넘고 커널이 아예 실행되지 않는다."
        ),
    }
