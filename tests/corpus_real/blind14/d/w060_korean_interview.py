# Sources: S02* (paraphrase, Korean), S01* (paraphrase, Korean)
def designOutline():
    return {
        "memoryTraffic": "면접 답변: 표준 어텐션은 N×N 행렬 S, P를 HBM에 쓰고 다시 읽습니다. 제 설계는 하나의 퓨즈드 커널에서 "
                         "S와 P를 타일 단위로 SRAM에만 두고 HBM에는 절대 쓰지 않습니다. HBM에서는 Q, K, V를 읽고 O와 행별 logsumexp만 씁니다.",
        "tiling": "Q를 Br = 64 행 블록으로 나눠 thread block 하나가 하나씩 shared memory에 유지하고, 안쪽 루프에서 K, V를 "
                  "Bc = 64 행 블록으로 스트리밍합니다. d = 64, fp16이면 블록당 8 KB입니다.",
        "numericalStability": "온라인 softmax: 행마다 running max m과 running sum l을 fp32로 유지하고, 새 블록에서 max가 커지면 "
                              "누적 출력과 l에 exp(m_old − m_new)를 곱해 보정합니다. 마지막에 l로 나눕니다.",
        "tradeOff": "비용: P를 저장하지 않기 때문에 backward에서 블록마다 QKᵀ를 다시 계산해야 해서 행렬곱이 하나 더 듭니다.",
    }
