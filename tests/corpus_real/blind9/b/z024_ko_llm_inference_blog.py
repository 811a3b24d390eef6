# Sources: S24 (Korean blog, paraphrase in the author's voice)
def designOutline():
    return {
        "memoryTraffic": "Standard attention은 HBM에 S, P를 쓰고 읽습니다 → 느림. Flash Attention은 Forward에서 S, P를 저장 안 함 (SRAM에서만 계산), Q/K/V 블록만 HBM에서 읽고 최종 O만 글로벌 메모리에 씁니다.",
        "tiling": "Q: [N, d] → [B_q, d] 블록, K/V: [B_k, d] 블록. 각 스레드 블록이 Q의 한 블록을 shared memory에 로드해서 처리하고, K, V 블록들을 순회하면서 한 번에 하나의 블록만 SRAM에 로드.",
        "numericalStability": "Online softmax: 블록마다 max_val = max(max_val, max(block)), 이전 값들 rescale: sum_exp = sum_exp * exp(old_max - max_val), O_block도 같은 scale 곱함; 마지막에 O_block / l_block.",
        "tradeOff": "Recomputation 오버헤드: Forward에서 S, P를 저장 안 하니까 Backward에서 S, P를 Q, K, V로부터 다시 계산 → Backward 계산 약 2배. 하지만 메모리 I/O 절약이 더 커서 전체적으론 빠름. 짧은 시퀀스(< 512)에서는 오버헤드 때문에 이득이 작음.",
    }
