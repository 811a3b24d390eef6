# Sources: S15 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "S, P를 HBM에 저장하지 않는다: SRAM에서만 블록 단위로 계산하고 버린다. "
                         "HBM에는 Q, K, V 읽기와 O 쓰기만 남는다.",
        "tiling": "Q 블록(64행)을 shared memory에 올려 두고 K, V 블록(64행)을 순서대로 로드한다. "
                  "HEAD_DIM = 64, thread block 하나가 Q 블록 하나 담당.",
        "numericalStability": "블록마다 m_new = max(m, max(S_block)); scale = exp(m − m_new)로 이전 O와 l을 rescale, "
                              "P_block = exp(S_block − m_new)를 더하고 마지막에 l로 나눈다.",
        "tradeOff": "FP16/BF16만 지원한다. FP32는 지원 안 됨 (CUDA 최적화 때문).",
    }
