# Sources: S14 (learner rewrite in Korean)
def designOutline():
    return {
        "memoryTraffic": "PyTorch SDPA math 백엔드와 달리 attention weight 텐서 [B, H, N, N]을 만들지 않는다: P 블록은 레지스터에서 V와 곱해지고 버려져 HBM에 한 번도 쓰이지 않는다. HBM에는 Q, K, V 읽기와 O, LSE 쓰기만 있다.",
        "tiling": "BLOCK_M = 128 (Q, 공유 메모리 상주), BLOCK_N = 64 (K/V 스트리밍), d = 64, num_warps = 4, num_stages = 2; grid = (N/128, B*H).",
        "numericalStability": "행별 running max/sum을 fp32로, max가 커질 때 누적기를 exp(m_old - m_new)로 보정, exp 대신 exp2와 log2(e) 스케일 사용.",
        "tradeOff": "P가 메모리에 없어서 attention weight를 돌려줄 수 없다; need_weights=True를 요청하면 느린 math 경로로 fallback 된다.",
    }
