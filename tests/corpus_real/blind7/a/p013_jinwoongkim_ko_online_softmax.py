# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention은 메모리 엑세스를 최소화해서 빠르다. GPU 메모리를 효율적으로 쓰는 것이 핵심.",
        "tiling": "쿼리 블록 하나(Br = 64행)를 스레드 블록 하나가 맡고, K/V 블록(Bc = 64행)을 순서대로 SRAM에 올려서 계산.",
        "numericalStability": "기본 softmax는 exp가 오버플로우 날 수 있음 → safe softmax는 max 찾기, 합, 정규화로 3번 읽어야 함. "
                              "online safe softmax: m_i = max(m_{i-1}, x_i), d_i = d_{i-1}·e^{m_{i-1}-m_i} + e^{x_i-m_i} 로 "
                              "한 번에 처리. 근사가 아니라 정확한 값이 나옴.",
        "tradeOff": "단점: 블록마다 rescale용 exp 계산이 추가되는데 이건 matmul이 아닌 FLOP이라 tensor core를 못 씀 → "
                    "A100에서 matmul보다 16배 느린 연산이 늘어남. FA2가 이걸 줄임.",
    }
