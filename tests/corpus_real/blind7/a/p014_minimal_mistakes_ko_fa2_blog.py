# Sources: S14 (paraphrase / learner rewrite), S38 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "어텐션 행렬 전체를 HBM에 쓰지 않는다: 블록 단위로 SRAM에서 S, P를 계산하고 버린 뒤 출력 O만 HBM에 씀.",
        "tiling": "FA2 방식: 시퀀스 길이 방향 병렬화. grid = (N/B0, batch*head), B0 = 128 쿼리 행. "
                  "한 헤드를 여러 스레드 블록이 나눠 처리하고, 각 블록은 자기 Q 타일을 유지한 채 K/V 타일을 순서대로 읽음.",
        "numericalStability": "m = -inf, d = 0, z = 0 (fp32)로 시작. 타일마다 m_new = max(m, tile max), "
                              "d = d*exp(m - m_new) + sum(exp(x - m_new)), z도 같은 비율 exp(m - m_new)로 스케일한 뒤 더함.",
        "tradeOff": "FA1은 헤드 하나를 스레드 블록 하나가 처리 → batch*heads 가 SM 수(A100은 108)보다 작으면, 즉 긴 시퀀스에 "
                    "작은 배치면 SM이 놀게 됨. 그래서 시퀀스 방향 병렬화가 필요.",
    }
