# Sources: S12 (already-used source; learner rewrite in Korean)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention은 KQ^T를 HBM에 다 만들지 않는다. 타일별 점수는 SRAM에서 쓰고 버리고, O와 행별 logsumexp만 HBM에 기록한다.",
        "tiling": "Q 블록 128행을 thread block마다 shared memory에 두고, K/V 블록 64행을 내부 루프로 스트리밍. d = 64, grid = (N/128, batch·heads).",
        "numericalStability": "온라인 softmax: 행별 최댓값 m, 합 l 유지, m이 바뀌면 누적 O와 l에 exp(m_old − m_new)를 곱함. 누적은 fp32.",
    }
