# Sources: S13 (paraphrase / learner rewrite), S14 (paraphrase)
def designOutline():
    return {
        "memory_traffic": {
            "mechanism": "QK^T, softmax, PV를 하나의 커널로 융합",
            "decision": "S와 P는 SRAM/레지스터에만 타일 단위로 존재하고 HBM에는 절대 쓰지 않음. HBM에서는 Q, K, V를 읽고 O와 행별 LSE만 씀.",
        },
        "tiling": {
            "mechanism": "바깥 루프는 Q 블록, 안쪽 루프는 K/V 블록",
            "decision": "Br = 128 쿼리 행을 스레드 블록마다 shared memory에 상주, Bc = 64 K/V 행을 매 반복 스트리밍. d = 64, fp16 → Q 16KB + K/V 16KB.",
        },
        "numerical_stability": {
            "mechanism": "행별 running max m, running sum l (fp32)",
            "decision": "exp 전에 m을 빼고, m이 커지면 누적값과 l을 exp(m_old - m_new)로 rescale, 마지막에 l로 한 번 나눔.",
        },
        "trade_offs": {
            "cost": "causal 마스크에서 블록별 작업량 불균형",
            "cause": "대각선 아래 K/V 블록 수가 쿼리 블록 위치에 비례해서, 앞쪽 블록은 금방 끝나고 뒤쪽 블록이 꼬리(tail)로 남아 SM이 놂.",
        },
    }
