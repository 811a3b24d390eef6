# Sources: S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FA3도 fused kernel: S, P는 register/SMEM에만 있고 HBM write 없음. HBM에서는 Q, K, V를 TMA로 "
            "읽고 O와 LSE만 씀."
        ),
        "tiling": (
            "H100 기준 Q tile 128 × d 128은 SMEM 상주, K/V tile 128 rows를 2-stage circular buffer로 TMA load. "
            "producer warp 하나가 load만 하고 consumer warpgroup 2개가 WGMMA 실행 (warp specialization), 두 "
            "warpgroup을 ping-pong으로 돌려서 한쪽 softmax 동안 다른 쪽 GEMM."
        ),
        "numericalStability": (
            "online softmax: row max m, row sum l fp32; 새 K block에서 m 커지면 O accumulator를 "
            "exp(m_old − m_new)로 rescale. exp는 exp2로 바꾸고 scale에 log2(e) 미리 곱함."
        ),
        "tradeOffs": [
            "ping-pong 스케줄링은 warpgroup 사이 named barrier 동기화가 필요해서, head dim이 작거나 seq가 짧으면 동기화 overhead 때문에 이득이 거의 없음.",
            "TMA/WGMMA는 Hopper 전용이라 A100에서는 이 경로를 못 쓰고 FA2 경로로 fallback.",
        ],
    }
