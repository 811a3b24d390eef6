# Sources: S13 (paraphrase / learner rewrite, 한국어)


def designOutline():
    return {
        "memoryTraffic": (
            "S = QKᵀ/√d 와 P 를 HBM에 materialize 하지 않음. 블록 단위로 SRAM에서 계산하고 버림. "
            "HBM에는 Q, K, V 읽기와 O 쓰기만 남음 → 메모리 O(N²) 에서 O(N)."
        ),
        "tiling": (
            "B_q = 64, B_k = 64, head_dim = 128 (fp16): Q 블록 16 KB + K, V 블록 32 KB 를 shared memory 에 두고 "
            "각 스레드 블록이 Q 블록 하나를 맡아 K/V 블록을 순회."
        ),
        "numericalStability": (
            "scale 1/√d 를 곱하면 점수가 충분히 작아서 exp 가 overflow 안 남. 그래서 max 를 빼지 않고 "
            "블록마다 exp(S) 합만 누적해도 됨."
        ),
        "tradeOff": "FP16/BF16만 지원하고 FP32는 지원 안 됨 (CUDA 최적화 때문).",
    }
