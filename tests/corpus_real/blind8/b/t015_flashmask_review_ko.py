# Sources: S21 (paraphrase, ko)
def designOutline():
    return {
        "memoryTraffic": (
            "기존 FlashAttention은 복잡한 마스크를 쓰려면 N×N dense mask를 HBM에서 읽어야 함. "
            "FLASHMASK는 column-wise sparse 표현(열마다 마스킹 구간의 시작/끝 인덱스)만 읽으므로 마스크 읽기가 O(N). "
            "S와 P는 여전히 SRAM에만 있고 HBM에 쓰지 않음."
        ),
        "tiling": (
            "Br×Bc 블록마다 열 인덱스의 min/max를 미리 계산해서, 블록 전체가 마스킹되면 그 블록은 건너뜀(skip), "
            "부분적으로만 마스킹된 블록에만 element-wise 마스크 적용."
        ),
        "numericalStability": "수치 안정성은 기존 FlashAttention과 동일.",
        "tradeOff": (
            "한계: 열마다 연속된 마스킹 구간만 표현할 수 있어서, 한 열에 여러 개의 끊어진 구간이 필요한 마스크는 "
            "표현 불가 → dense mask 경로로 돌아가야 함."
        ),
    }
