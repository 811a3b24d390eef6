# Sources: S52 (paraphrase / 학습자 재작성)

def designOutline():
    return {
        "memoryTraffic": "핵심은 HBM 왕복을 줄이는 것: 어텐션 행렬 S, P를 HBM에 저장하지 않고, Q/K/V 블록을 SRAM에 올려 한 커널 안에서 QK^T, softmax, PV까지 끝낸 뒤 O만 HBM에 쓴다.",
        "tiling": "SRAM 크기 M에 맞춰 B_c = ⌈M/4d⌉, B_r = min(⌈M/4d⌉, d)로 블록을 정한다; d = 64, A100(SM당 192KB 중 실제 100KB 남짓 사용)이면 B_r = B_c = 64 정도. K/V 블록이 바깥 루프, Q 블록이 안쪽 루프(FA1), FA2에서는 순서를 바꿔 Q 블록이 바깥이다.",
        "numericalStability": "블록마다 행 최대값 m과 지수합 l을 구하고, 이전 블록까지의 m, l과 합칠 때 e^(m_old - m_new)로 이전 값을 보정한다. 이 보정 덕분에 블록별 softmax가 전체 softmax와 정확히 같아진다.",
        "tradeOff": "역전파에서 P를 저장하지 않으므로 Q, K와 저장된 m, l로 S와 P를 다시 계산한다: FLOPs는 늘지만 HBM 접근이 줄어 전체적으로는 빨라진다.",
    }
