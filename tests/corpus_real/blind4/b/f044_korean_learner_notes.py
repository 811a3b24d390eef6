# Sources: S22, S28 (Korean learner notes, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "S, P 행렬을 HBM에 쓰지 않는다. 한 커널 안에서 QK^T → softmax → PV 를 처리하고 HBM에는 O와 행별 logsumexp만 저장.",
        "tiling": "Q 블록 128행은 shared memory에 고정, K/V 블록 64행씩 순서대로 로드 (d = 64). thread block 하나가 (Q 블록, head) 하나 담당.",
        "numericalStability": "각 행마다 running max m, running sum l 유지 (fp32). 새 블록에서 max가 커지면 이전 누적값과 l에 exp(m_old − m_new)를 곱해서 보정.",
        "tradeOff": "역전파 때 P를 저장하지 않았기 때문에 Q, K, logsumexp로 S를 다시 계산 → FLOPs 증가.",
    }
