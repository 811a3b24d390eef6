# Sources: S25 (already-used source; learner homework answer in Korean)


def designOutline():
    return {
        "memoryTraffic": (
            "N² 크기의 attention score를 HBM에 출력하지 않는다. Q 블록은 한 번 읽고, K/V 블록은 Q 블록마다 "
            "한 번씩 읽고, O와 LSE만 HBM에 쓴다."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 64, head_dim = 128, num_warps = 8, num_stages = 2. grid = (N/128, "
            "batch × heads). causal이면 대각선 위의 K/V 블록은 건너뛴다."
        ),
        "numericalStability": (
            "행마다 m_i, l_i를 fp32로 유지하고, 새 블록의 max가 더 크면 acc와 l_i에 exp2((m_i − m_new)·log2e)를 "
            "곱한다. 마지막에 acc / l_i."
        ),
        "tradeOff": (
            "causal에서 대각선 근처의 Q 블록은 K/V 블록이 적고 마지막 Q 블록은 많아서 블록마다 작업량이 달라, "
            "마지막 몇 개 블록이 끝날 때까지 SM이 논다."
        ),
    }
