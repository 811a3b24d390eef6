# Sources: S12 (learner applying a matmul tutorial PR to attention)
def designOutline():
    return {
        "memoryTraffic": "Q block loaded once, K and V blocks loaded from HBM per iteration, S and P never stored; output written once at the end.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, num_warps = 8, num_stages = 3 on A100; program_id(0) is the query block, program_id(1) the batch*head.",
        "numericalStability": "m_i, l_i, acc in fp32; acc *= exp(m_i - m_new)[:, None] each step; divide by l_i at the end.",
        "tradeOff": "Fewer stages: it works but it's very slow.",
    }
