# Sources: S45 (excerpt / 학습자 재작성)

def designOutline():
    return {
        "memoryTraffic": "표준 어텐션은 s 행렬을 HBM에 쓰고, 스케일하려고 다시 읽고, 마스크 후 다시 쓰고, 소프트맥스를 위해 또 읽는다. 우리는 k와 v를 타일 단위로 따라가며 출력을 누적하므로 전체 [seq, seq] 스코어 행렬은 HBM에 한 번도 기록되지 않고 칩 안에만 존재한다.",
        "tiling": "쿼리 128행 타일 하나를 CTA 하나가 맡고, k/v는 64행 타일로 공유 메모리에 이중 버퍼링해서 흘린다. head_dim 128, bf16 기준 Q 32KB + K/V 2단계 × 32KB = 96KB.",
        "numericalStability": "온라인 소프트맥스: 행마다 running max와 running sum을 fp32로 유지하고, 새 타일에서 최대값이 커지면 누적 출력과 합에 exp(m_old - m_new)를 곱해 보정한 뒤 더한다. 마지막에 한 번 나눈다.",
        "tradeOff": "프로파일러에서는 플래시 커널이 '잘못' 보인다: CTA 하나가 레지스터와 공유 메모리를 많이 써서 추정 achieved occupancy가 13%밖에 안 된다. 하지만 이건 타일을 크게 잡은 대가이고 처리량은 HBM 트래픽 감소로 얻는다.",
    }
