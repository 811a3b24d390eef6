# Sources: S48 (excerpt / 학습자 재작성)

def designOutline():
    return {
        "memoryTraffic": "메모리 효율적 attention: 타일링 + 온라인 소프트맥스로 HBM 읽기가 O(n)이다 (표준 어텐션은 O(n²)).",
        "tiling": "flash_attn_func 내부에서 쿼리 128행 블록을 CTA 하나가 맡고 K/V는 64행 블록으로 공유 메모리를 통해 흘린다; causal=True면 대각선 위 블록은 건너뛴다.",
        "numericalStability": "softmax_scale = 1/sqrt(head_dim)을 곱한 점수에서 행별 running max를 빼고 exp를 취하며, 최대값이 갱신될 때 누적값을 exp(m_old - m_new)로 재스케일한다. 누적은 fp32.",
        "tradeOff": "Flash Attention 3는 H100 전용이다: TMA와 WGMMA, FP8 Tensor Core 경로가 Hopper에만 있어서 A100에서는 FA2로 돌아가야 한다.",
    }
