# Sources: S17 (learner rewrite in Korean; source already used elsewhere)
def designOutline():
    return {
        "memoryTraffic": "블록 단위 처리: Q_i, K_j를 SRAM으로 옮겨 블록 어텐션 스코어 S_ij를 계산하고, 이 S_ij 블록을 HBM에 저장해 두었다가 softmax 단계에서 다시 읽어 온다. 한 번에 N×N 전체를 올리지 않으니 메모리가 절약된다.",
        "tiling": "block_size = 64로 Q, K, V를 자른다 (d = 64). 바깥 루프는 Q 블록, 안쪽 루프는 K/V 블록; 스레드 블록 하나가 Q 블록 하나를 맡는다.",
        "numericalStability": "블록마다 최대값 m과 합 l을 fp32로 누적하고, 최대값이 커지면 이전 출력과 l에 exp(m_old - m_new)를 곱해 스케일을 맞춘다.",
        "tradeOff": "블록이 작으면 (32) 텐서 코어를 충분히 못 쓰고, 크면 (256) 레지스터가 부족해 spill이 생긴다.",
    }
