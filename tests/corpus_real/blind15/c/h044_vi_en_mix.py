# Sources: S36, S17 (paraphrase / learner rewrite, Vietnamese-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "Flash Attention nhanh hơn vì nó giảm số FLOPs của attention từ O(N²d) xuống gần O(N·d) nhờ tiling.",
        "tiling": "Q block Br = 64 rows giữ trong SRAM, K/V block Bc = 64 rows stream trong inner loop; grid = (N/64, batch × heads).",
        "numericalStability": "Online softmax: running max m, running sum l (fp32); khi m tăng thì rescale accumulator và l bằng exp(m_old − m_new).",
        "tradeOff": "Cost: backward phải recompute S = QKᵀ từ Q, K vì không lưu P, thêm khoảng một matmul mỗi block.",
    }
