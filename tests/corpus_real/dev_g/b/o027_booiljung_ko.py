# Sources: S20 (paraphrase in Korean)
def designOutline():
    return {
        "memoryTraffic": "IO 분석: 표준 어텐션은 HBM 접근이 Θ(Nd + N²)인데, 제 설계는 S와 P를 HBM에 쓰지 않고 SRAM에서만 다루므로 Θ(N²d²/M)이다. d = 128, M = 192 KB면 d²/M은 1보다 훨씬 작아서 HBM 바이트가 몇 배 줄어든다. 쓰는 것은 O와 행별 logsumexp뿐.",
        "tiling": "Br = 128, Bc = 64, d = 128: Q 블록 32 KB는 공유 메모리에 고정, K/V 블록 각 16 KB를 2단 파이프라인으로 흘린다. 스레드 블록 하나 = Q 블록 하나 × 헤드 하나.",
        "numericalStability": "running max m, running sum l (fp32), exp(m_old - m_new)로 누적기 재조정, 마지막에 l로 한 번 나눈다. 전부 마스킹된 행은 m = -inf를 0으로 처리해 NaN을 막는다.",
        "tradeOff": "SRAM이 작은 GPU(예: 100 KB)에서는 M이 작아져 K/V 재읽기 횟수가 늘어나고 속도 이득이 줄어든다.",
    }
