# Sources: S33 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "쿼리 블록마다 K, V를 HBM에서 한 번 스트리밍하고, 점수와 확률은 온칩에만 둔다. HBM에 쓰는 것은 O와 행별 logsumexp뿐이다.",
        "tiling": "Br = 128 쿼리 행을 한 스레드 블록이 맡고 공유 메모리에 둔다. K/V는 Bc = 64 행씩 내부 루프에서 읽는다. d = 64.",
        "numericalStability": "Lazy division: O는 정규화하지 않은 채 누적하고 마지막에 l로 한 번만 나눈다. 최대값이 바뀌면 exp(m_old - m_new)로 O와 l을 모두 스케일한다.",
        "tradeOff": "FLASH-D는 나눗셈을 숨기는 대신 원소마다 sigmoid 형태의 가중치를 계산해야 해서, GPU에서는 MUFU 명령이 늘어나 오히려 느려질 수 있다.",
    }
