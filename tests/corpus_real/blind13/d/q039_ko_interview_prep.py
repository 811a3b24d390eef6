# Sources: S32 (*) (paraphrase, rendered in Korean), S33 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "면접 답변: S와 P를 HBM에 쓰지 않는다. QK^T·softmax·PV를 한 커널로 융합하고, HBM에는 "
            "O와 행별 logsumexp만 쓴다."
        ),
        "tiling": (
            "A100, d = 64, fp16: 쿼리 블록 128행(16 KB)을 공유 메모리에 상주시키고 K/V는 64행 "
            "블록(각 8 KB)으로 내부 루프에서 스트리밍. grid = (N/128, B×H), 워프 4개."
        ),
        "numericalStability": (
            "수치 안정성은 중요하므로, 필요한 곳에서는 더 높은 정밀도를 쓰고 소프트맥스가 "
            "안정적으로 계산되도록 신경 쓴다."
        ),
        "tradeOff": (
            "역전파에서 P를 저장하지 않으므로 Q, K와 저장된 logsumexp로 S를 다시 계산해야 하고, "
            "블록마다 QK^T 행렬곱이 한 번 더 든다."
        ),
    }
