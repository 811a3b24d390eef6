# Sources: S29 (paraphrase in Korean)
def designOutline():
    return {
        "memoryTraffic": "소프트맥스를 블록 단위로 계산하는 재귀식: 블록마다 최대값 m과 합 l을 추적하고, m_new = max(m_old, rowmax(S)), l_new = l_old * exp(m_old - m_new) + rowsum(exp(S - m_new)).",
        "tiling": "Br, Bc = 64, 64 (SRAM에 맞게 조정), d = 64. Q 블록을 로드한 뒤 안쪽 루프에서 K, V 블록을 차례로 로드; 스레드 블록은 (batch, head, Q 블록)마다 하나.",
        "numericalStability": "지수 전에 현재 최대값을 빼고, 출력 o_block도 exp(m_diff)로 다시 스케일한 뒤 마지막에 l로 나눈다. 누적은 fp32.",
        "tradeOff": "짧은 시퀀스(N = 256)에서는 블록 수가 적어 SM이 다 차지 않아 커널 실행 오버헤드가 지배한다.",
    }
