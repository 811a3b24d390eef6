# Sources: S35 (paraphrase / learner rewrite), S01
# 스터디 정리: 컴파일러 관점에서 본 FlashAttention


def designOutline():
    return {
        "memoryTraffic": (
            "원래 그래프는 MatMul → Mask → Softmax → MatMul 이라서 Score 행렬과 Softmax 행렬, 두 개의 큰 "
            "중간 텐서가 HBM에 만들어진다. Streaming 변환 후에는 점수 타일을 만들자마자 softmax 갱신과 "
            "출력 누적에 바로 써서, N×N 중간 텐서를 HBM에 절대 만들지 않는다. HBM에는 Q, K, V 읽기와 O 쓰기만 남는다."
        ),
        "tiling": "연산을 타일 단위로 나누어서 처리한다. 타일 크기는 하드웨어에 맞게 적절히 정한다.",
        "numericalStability": (
            "kv_tile마다 행별 running max m과 running sum l을 갱신하고, 최댓값이 바뀌면 지금까지의 출력 누적값과 "
            "l에 exp(m_old - m_new)를 곱해 보정한 다음 새 타일을 더한다. 누적은 fp32."
        ),
        "tradeOff": (
            "Streaming region 에서는 P를 저장하지 않으므로 backward에서 점수 타일을 다시 계산해야 하고, "
            "그만큼 QK^T 행렬곱이 한 번 더 든다."
        ),
    }
