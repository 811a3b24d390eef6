# Sources: S21, S17 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": "QKᵀ, softmax, PV를 하나의 커널로 합쳐서 N×N 크기의 S와 P를 HBM에 한 번도 쓰지 않는다. HBM에서는 Q, K, V를 읽고 O와 행마다 logsumexp 하나만 쓴다.",
        "tiling": "Q를 128행 블록으로 나누고 블록 하나를 thread block 하나가 맡아 SRAM(shared memory)에 계속 둔다. 안쪽 루프에서 K, V를 64행씩 SRAM으로 가져온다. head dim 128, fp16이면 Q 32 KB + K 16 KB + V 16 KB = 64 KB.",
        "numericalStability": "온라인 소프트맥스: 행마다 현재 최댓값 m과 합 l을 fp32로 유지한다. 새 블록에서 최댓값이 커지면 이전 출력과 l에 exp(m_old − m_new)를 곱해 보정하고, 마지막에 O를 l로 나눈다.",
        "tradeOff": "역전파에서는 P를 저장하지 않았기 때문에 Q, K와 저장해 둔 logsumexp로 S와 P를 블록마다 다시 계산해야 한다. 블록마다 QKᵀ 행렬곱이 한 번 더 들어가지만 메모리는 O(N²) 대신 O(N)이다.",
    }
