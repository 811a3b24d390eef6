# Sources: S06 (paraphrase / learner rewrite), S01
# 과제 답안 - FlashAttention 설계 개요


def designOutline():
    return {
        "memoryTraffic": (
            "표준 어텐션은 N×N 점수 행렬 S와 P를 HBM에 썼다가 다시 읽는다. "
            "내 설계는 커널 하나에서 QK^T, softmax, PV를 모두 처리해서 S와 P 타일은 SRAM(공유 메모리/레지스터)에만 있고 "
            "HBM에는 절대 쓰지 않는다. HBM 읽기는 Q, K, V, 쓰기는 O와 행별 logsumexp 뿐이다."
        ),
        "tiling": (
            "바깥 루프: Q를 Br=64행 블록으로 나눠 스레드 블록 하나가 하나씩 맡고, Q 블록은 공유 메모리에 상주. "
            "안쪽 루프: K, V를 Bc=64행 블록으로 순서대로 로드. d=128, fp16이면 Q 16KB + K 16KB + V 16KB = 48KB."
        ),
        "numericalStability": (
            "행마다 지금까지의 최댓값 m과 지수합 l을 fp32로 유지한다. 새 블록에서 최댓값이 커지면 "
            "기존 누적 출력과 l에 exp(m_old - m_new)를 곱해서 보정한 뒤 새 블록을 더한다. 마지막에 l로 나눈다."
        ),
        "tradeOff": (
            "head dim이 256처럼 커지면 같은 64행 타일도 공유 메모리를 훨씬 많이 먹어서 SM당 블록 수가 줄고(점유율 하락), "
            "결국 타일을 32행으로 줄여야 해서 K/V 재로드가 늘어난다."
        ),
    }
