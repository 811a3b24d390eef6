# Sources: S02* (paraphrase, Korean)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "QKᵀ, softmax, PV를 하나의 커널로 융합",
            "decision": "S와 P는 SRAM/레지스터에만 있고 HBM에는 쓰지 않음; HBM에서는 Q, K, V를 읽고 O와 행별 logsumexp만 씀",
        },
        "tiling": {
            "mechanism": "바깥 루프는 Q 블록, 안쪽 루프는 K/V 블록 (FA2)",
            "decision": "Br = 128 행의 Q 블록을 thread block 하나가 shared memory에 고정, Bc = 64 행의 K/V 블록을 스트리밍; grid = (N/128, batch × heads)",
        },
        "numerical_stability": {
            "mechanism": "온라인 softmax: 행별 running max m, running sum l (fp32)",
            "decision": "새 블록마다 m_new = max(m, rowmax(S)); 누적값과 l에 exp(m − m_new)를 곱해 재스케일; 마지막에 l로 한 번 나눔",
        },
        "trade_offs": {
            "cost": "backward에서 S, P 재계산",
            "cause": "P를 저장하지 않으므로 블록마다 QKᵀ 행렬곱이 한 번 더 필요함",
        },
    }
