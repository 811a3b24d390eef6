# Sources: S47 (한국어 주석, 교육용 파이썬 구현)
def designOutline():
    return {
        "memoryTraffic": "Flash Attention은 표준 attention과 동일한 정확한 attention을 계산하지만, Q, K, V를 타일 단위로 처리하고 전체 N*N 스코어 행렬을 메모리에 올리지 않음; 한 번에 한 타일의 스코어만 만들고 버림.",
        "tiling": "D_HEAD = 16, 블록 크기 8~16; 테스트 설정 (시퀀스 길이, 블록 크기) = (32, 8), (64, 8), (64, 16), (48, 12): Q 블록 하나를 잡고 K/V 블록을 순서대로 순회.",
        "numericalStability": "블록마다 row max를 갱신하고 이전 합과 출력에 exp(m_old - m_new)를 곱해 보정(online softmax, Milakov & Gimelshein 2018); 마지막에 합으로 나눔.",
        "tradeOff": "TBD",
    }
