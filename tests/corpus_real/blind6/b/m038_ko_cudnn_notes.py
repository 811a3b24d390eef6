# Sources: S19, S02 (learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "fused 커널은 FA2 방식이라 N x N 확률 행렬을 HBM 에 쓰지 않는다. 대신 행마다 fp32 Stats(logsumexp) 하나만 저장한다.",
        "tiling": "Q 블록 128행을 CTA 하나가 shared memory 에 두고, K/V 는 64행씩 스트리밍한다 (d = 128, 2단 파이프라인).",
        "numericalStability": "Stats = 행 최대값 + log(합). backward 에서 이 값으로 P 를 다시 계산한다.",
        "tradeOff": "backward 는 P 를 저장하지 않기 때문에 S 와 P 를 타일마다 다시 계산해야 해서 matmul 이 하나 더 든다.",
    }
