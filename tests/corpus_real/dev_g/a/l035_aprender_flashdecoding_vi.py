# Sources: S15 (paraphrase / learner rewrite in Vietnamese)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention nhanh hơn vì làm ít phép tính (FLOPs) hơn attention thường, bỏ bớt phần tính toán thừa.",
        "tiling": (
            "Decode: chia KV cache thành các đoạn 16 vị trí, mỗi đoạn một thread block tính (m, l, O) riêng. "
            "Đánh đổi: phải thêm một kernel reduce đọc lại m, l, O của từng đoạn và nhân với exp(m_đoạn - m_tổng) "
            "để gộp, nên với chuỗi ngắn chi phí kernel thứ hai này ăn hết phần lợi."
        ),
        "numericalStability": "Khi gộp các đoạn: new_max = max các m_đoạn, mỗi đoạn nhân scale = exp(m_đoạn - new_max), rồi chia cho tổng l đã scale; tính trong fp32.",
    }
