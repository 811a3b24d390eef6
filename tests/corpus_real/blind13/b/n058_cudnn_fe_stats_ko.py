# Sources: S19 (paraphrase / practitioner rewrite, 한국어)


def designOutline():
    return {
        "memoryTraffic": (
            "generate_stats=True 로 Stats 텐서까지 써야 해서 FlashAttention 은 표준 어텐션보다 "
            "메모리를 더 씁니다."
        ),
        "tiling": (
            "엔진은 cuDNN 이 고르지만 nsys 로 확인한 H100 커널은 Q 128행 x K/V 128행 타일, "
            "d = 128, TMA 2 스테이지 파이프라인입니다 (Q 32 KB + 2 x (32 + 32) KB)."
        ),
        "numericalStability": (
            "Stats = 행별 logsumexp (fp32). forward 는 running max 와 합을 fp32 로 유지하고, "
            "max 가 커지면 누적 O 를 exp(m_old - m_new) 로 스케일합니다. backward 는 Stats 로 "
            "P 를 재계산합니다."
        ),
        "tradeOff": (
            "generate_stats=False (추론용) 로 만든 그래프로는 backward 를 돌릴 수 없습니다: Stats 가 "
            "없어서 P 를 재계산할 기준이 없으니 그래프를 다시 빌드해야 하고, 빌드에 수 초가 걸립니다."
        ),
    }
