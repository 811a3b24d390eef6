# Sources: S32 (paraphrase / learner rewrite, Korean)
def designOutline():
    return {
        "memoryTraffic": "TMA가 K, V 타일을 HBM에서 공유 메모리로 비동기 로드하고, S와 P는 레지스터에만 존재한다. HBM에는 O와 행별 logsumexp만 쓴다.",
        "tiling": "Warp specialization: producer warp 하나가 TMA로 K/V 타일을 로드하고, consumer warpgroup 두 개가 각각 128 x 128 타일 GEMM을 수행하며 pingpong 스케줄로 softmax와 GEMM을 겹친다.",
        "numericalStability": "softmax 자체는 fp32에서 running max를 유지하고 새 블록마다 exp(m_old - m_new)로 누산기를 스케일한다. FP8 입력은 block quantization과 incoherent processing(Hadamard 회전)으로 outlier를 분산시킨다.",
        "tradeOff": "FP8(E4M3)은 가수가 3비트뿐이라 P를 FP8로 캐스팅하면 작은 확률값이 0으로 underflow 되고 오차가 커진다. 그래서 scale을 곱한 뒤 캐스팅해야 한다.",
    }
