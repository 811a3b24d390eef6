# Sources: S64 (paraphrase / learner rewrite, ko)
def designOutline():
    return {
        "memoryTraffic": "입력 시퀀스와 모델 가중치는 HBM에 저장하고, 블록 단위로 데이터를 SRAM으로 옮겨서 빠르게 계산한 뒤 결과를 다시 HBM에 저장한다.",
        "tiling": "block_size = 64: 바깥 루프는 Q 블록 (q_block = Q[:, i:i+64]), 안쪽 루프는 K/V 블록; K/V 블록을 하나씩 SRAM에 올려 현재 Q 블록과 계산한다.",
        "numericalStability": "블록마다 부분 소프트맥스 P_ij = softmax(S_ij)를 구하고, 누적할 때 올바른 스케일링을 적용한다.",
        "tradeOff": "SRAM이 작아서 head dim이 크면 블록 크기를 줄여야 하고, 블록이 작아지면 루프가 많아져서 느려진다.",
    }
