# Sources: S13 (paraphrase / learner rewrite, computed strings)
BR, BC, D = 64, 64, 128
BYTES = 2

def designOutline():
    q = BR * D * BYTES
    kv = 2 * BC * D * BYTES
    return {
        "memoryTraffic": "Per Q tile: read Q once, read all of K and V once, write O once. S and P stay on chip and are never written to HBM.",
        "tiling": f"Br = {BR}, Bc = {BC}, d = {D}: Q tile {q // 1024} KB + K/V tiles {kv // 1024} KB = {(q + kv) // 1024} KB of shared memory per block; Q tile resident, K/V tiles streamed in the inner loop.",
        "numericalStability": "online softmax, running max and running sum per row in fp32, old O rescaled by exp(m_old - m_new)",
        "tradeOff": f"With d = 256 the same tiles would need {(BR*256*2 + 2*BC*256*2)//1024} KB, more than the per-block limit on consumer cards, so Br and Bc have to drop and each K/V tile gets reused less.",
    }
