# Sources: S32 (paraphrase / learner rewrite, Korean)


def designOutline():
    return {
        "memoryTraffic": "n×n Attention Score 행렬을 HBM 에 저장하지 않고 타일 단위로 SRAM 에서 계산한다. "
                         "그래서 시퀀스 길이와 상관없이 추가 메모리는 O(1) 이고, HBM 접근은 O(n^2/B) 이다.",
        "tiling": "Q 는 128 행 블록, K/V 는 64 행 블록으로 나누고, head dim 64, Q 블록 하나를 한 "
                  "스레드 블록이 맡아 K/V 블록을 순서대로 공유 메모리로 읽어 온다.",
        "numericalStability": "행마다 running max 와 running sum 을 fp32 로 유지하고, 새 블록의 max 가 "
                              "크면 누적 출력에 exp(m_old − m_new) 를 곱해 보정한 뒤 더한다.",
        "tradeOff": "역전파 때 P 를 저장하지 않았으므로 Q, K 와 저장한 logsumexp 로 S, P 를 블록마다 "
                    "다시 계산해야 한다. 블록마다 QK^T 행렬곱이 한 번 더 들어가서 backward FLOPs 가 늘어난다.",
    }
