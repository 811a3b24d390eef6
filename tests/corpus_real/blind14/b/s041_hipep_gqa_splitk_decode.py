# Sources: S44 (Korean, practitioner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "기존 gqa_fused_decode는 query head마다 전체 K/V 캐시를 다시 읽어서 HPG=4면 대역폭을 4배 "
            "낭비했다. 새 커널은 (batch, kv-head, split)마다 블록 하나가 K/V 타일을 LDS에 한 번만 "
            "올리고 4개 query head가 재사용한다; 점수는 레지스터에만 있고 글로벌 메모리에 쓰지 않는다."
        ),
        "tiling": (
            "D ∈ {64, 128}, K_SPLITS = 8, 블록 하나 = (batch, kv-head, split); 메인 커널이 split별 "
            "partial O와 max/sum을 workspace에 쓰고 작은 reduction 커널이 합친다."
        ),
        "numericalStability": (
            "split마다 fp32로 running max m과 sum l을 유지하고, 새 타일에서 max가 커지면 누적 O와 l에 "
            "exp(m_old - m_new)를 곱한다; reduction에서는 각 split을 exp(m_i - m_global)로 다시 "
            "스케일한다."
        ),
        "tradeOff": (
            "skv < 256에서는 reduction 커널 추가 비용이 대역폭 절감보다 커서 오히려 느리다. 그래서 "
            "HIPDNN_EP_GQA_FLASH_DECODE_MIN_SKV(기본 256) 아래는 기존 fused_decode를 쓴다."
        ),
    }
