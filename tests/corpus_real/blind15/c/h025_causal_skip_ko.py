# Sources: S40, S18 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": "causal이어도 동일하다: S/P는 HBM에 쓰지 않고 SRAM에서만 쓰고 버린다. HBM에서 Q는 한 번, K/V는 Q 블록마다 한 번 읽고, O와 행별 LSE를 쓴다.",
        "tiling": "Q 블록 128행마다 program 하나, grid = (N/128, batch×heads). causal이면 Q 블록 i에 대해 K/V 블록은 대각선까지만 (j ≤ i) 돌고, 대각선 위에 완전히 있는 블록은 로드도 계산도 하지 않는다. 대각선 블록에서만 원소별로 -inf 마스크를 적용한다.",
        "numericalStability": "행마다 running max m과 sum l을 fp32로 두고, m이 커지면 누적된 O와 l에 exp(m_old − m_new)를 곱한다. 입력이 fp16이어도 exp와 누적은 fp32로 한다.",
        "tradeOff": "causal 스킵 때문에 뒤쪽 Q 블록은 K/V 블록을 거의 전부 돌고 앞쪽 Q 블록은 몇 개만 돌아서 program마다 작업량이 크게 다르다. 그래서 마지막에는 몇 개 SM만 일하는 tail effect가 생긴다; 긴 블록부터 스케줄하면 줄어든다.",
    }
