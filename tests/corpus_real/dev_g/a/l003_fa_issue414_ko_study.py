# Sources: S02 (rewrite of an already-used source, learner's own words in Korean)


def designOutline():
    return {
        "memory_traffic": "QK^T, softmax, PV를 하나의 커널로 합쳐서 N x N 행렬 S/P는 HBM에 안 씀. HBM에는 Q, K, V 읽기와 O, LSE 쓰기만 있음.",
        "tiling": "쿼리 블록 Br=128, 키/값 블록 Bc=64, d=64. Q 블록은 shared memory에 고정, K/V 블록은 순서대로 스트리밍. 4 warps.",
        "numerical_stability": "running max와 running sum을 fp32 레지스터에 두고, max가 커지면 누적 O와 sum을 exp(m_old - m_new)로 다시 스케일.",
        "failure_mode": "backward에서 여러 블록이 같은 dQ에 atomicAdd로 더하기 때문에 더하는 순서가 매번 달라지고, 같은 시드라도 dQ 값이 실행마다 조금씩 다름 (dK, dV는 같음).",
    }
