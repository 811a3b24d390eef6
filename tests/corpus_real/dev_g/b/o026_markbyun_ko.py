# Sources: S19 (paraphrase in Korean)
def designOutline():
    return {
        "memoryTraffic": "대부분의 구현에서는 중간 결과 QK^T를 GPU HBM에 저장하고, softmax와 V 곱셈 때 다시 읽어 온다. 계산량도 O(n²), 메모리도 O(n²)이며 대량의 memory I/O가 생긴다.",
        "tiling": "바깥 루프에서 K, V 블록을 SRAM에 올리고, 안쪽 루프에서 Q 블록(Br = 64, d = 64)을 순회한다 (FA1 순서). 블록 크기는 SRAM 크기 M에 맞춰 Bc = M/(4d)로 정한다.",
        "numericalStability": "행별 최대값과 합을 통계로 보관하고, 블록마다 최대값을 갱신하면서 이전 출력을 exp(m_old - m_new)로 보정한다 (fp32).",
        "tradeOff": "FA1 순서에서는 O를 바깥 루프마다 HBM에서 읽고 다시 써야 해서 O 트래픽이 K/V 블록 수만큼 늘어난다.",
    }
