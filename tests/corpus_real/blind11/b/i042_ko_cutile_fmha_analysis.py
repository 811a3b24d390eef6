# Sources: S47 (paraphrase / 학습자 재작성)

def designOutline():
    return {
        "memoryTraffic": "Fusion: QK 연산, Softmax, PV 연산을 하나의 커널로 융합해서 중간 결과(스코어, 확률)를 전역 메모리에 쓰고 읽는 비용을 없앤다. 전역 메모리에서는 Q 타일을 한 번, K/V 타일을 쿼리 타일마다 한 번 읽고 출력만 쓴다.",
        "tiling": "TILE_M = 64 쿼리 행, TILE_N = 128 키/밸류 행, TILE_D = 64 헤드 차원으로 나누고, 블록 하나가 (배치·헤드, 쿼리 타일)을 맡아 키/밸류 타일을 순회한다.",
        "numericalStability": "Online Softmax: 시퀀스 전체 N을 한 번에 softmax하지 않고 TILE_N 타일을 순회하며 누적 통계량 m_i(최대값), l_i(합)를 fp32로 업데이트하고, 최대값이 바뀌면 누적 출력에 exp(m_old - m_new)를 곱한다.",
        "tradeOff": "TILE_N을 256으로 키우면 K/V 재로드는 줄지만 스코어 타일(64×256 fp32)이 레지스터에 안 들어가 스필이 생기고 성능이 떨어진다.",
    }
