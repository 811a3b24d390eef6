# Sources: S34 (paraphrase / learner rewrite in Korean)


BR, BC, D = 128, 128, 64


def designOutline():
    return {
        "memoryTraffic": "fused kernel 하나로 S/P는 HBM에 쓰지 않음. Q, K, V 읽고 O, LSE만 씀.",
        "tiling": f"Br={BR}, Bc={BC}, d={D}. Q 블록 shared memory 상주, K/V 스트리밍, cu_seqlens로 시퀀스별 블록 개수 결정.",
        "numericalStability": "행별 running max m, sum l (fp32), max 갱신 시 exp(m_old - m_new) 곱해서 보정.",
        "tradeOffs": "varlen을 안 쓰고 batch를 제일 긴 시퀀스 길이로 패딩하면 패딩 토큰도 블록 단위로 전부 계산돼서 연산과 메모리 대역폭이 낭비됨. cu_seq_len으로 패딩 부분을 건너뛰어야 함.",
    }
