# Sources: S13 (paraphrase / learner rewrite, 한국어)


def designOutline():
    return {
        "memoryTraffic": (
            "Standard attention은 HBM에 S, P를 쓰고 다시 읽어서 느림. Flash Attention은 S, P를 HBM에 저장 안 함 "
            "(SRAM에서만 계산): Q, K, V 블록만 HBM에서 읽고 최종 O만 HBM에 씀."
        ),
        "tiling": (
            "SRAM은 SM당 ~20 MB라서 K, V 전체를 SRAM에 한 번 올려두고, Q만 [B_q, d] 블록으로 나눠서 "
            "블록마다 S_block = Q_block @ K.T 를 계산함."
        ),
        "numericalStability": (
            "Online softmax: 블록마다 old_max = max_val; max_val = max(max_val, max(block)); "
            "이전 sum_exp 와 O 를 exp(old_max - max_val) 로 rescale 한 다음 현재 블록을 더함. 최종 O / l."
        ),
        "tradeOff": (
            "Backward는 계산이 거의 2배: forward에서 S, P를 저장 안 했기 때문에 backward에서 Q, K, V로부터 "
            "S, P를 다시 계산해야 함. 하지만 메모리 I/O 절약이 더 커서 전체적으로는 빠름."
        ),
    }
