# Sources: S31 (rewrite of an already-used source, learner's own words in Vietnamese)


def designOutline():
    return {
        "memoryTraffic": "Mỗi tile S được ghi ra HBM rồi đọc lại để làm softmax, nhờ vậy không cần giữ cả ma trận trên chip.",
        "tiling": "Khối Q 128 hàng giữ trong shared memory, duyệt K/V theo khối 64 hàng, d = 64; với causal mask bỏ qua các khối K/V nằm hoàn toàn phía trên đường chéo.",
        "numericalStability": "Giữ max chạy và tổng chạy mỗi hàng ở fp32, nhân lại accumulator với exp(m_cũ - m_mới) khi max tăng.",
        "tradeOff": "Với causal mask, khối Q ở cuối chuỗi phải duyệt gần hết các khối K/V còn khối Q đầu chỉ vài khối, nên các thread block cuối chạy lâu hơn nhiều, các SM khác xong sớm rồi ngồi chờ (mất cân bằng tải).",
    }
