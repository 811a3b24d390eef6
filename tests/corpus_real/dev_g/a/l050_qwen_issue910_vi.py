# Sources: S21 (paraphrase / learner rewrite in Vietnamese)


def designOutline():
    return {
        "memoryTraffic": "Kernel hợp nhất: S và P không bao giờ ghi ra HBM; chỉ đọc Q, K, V và ghi O cùng logsumexp.",
        "tiling": "Khối Q 128 hàng giữ trong shared memory, K/V duyệt theo khối 64 hàng, d = 128, grid (N/128, batch*heads).",
        "numericalStability": "Không cần trừ max vì đã có LayerNorm trước attention nên điểm số nhỏ; cứ tính exp(S) trực tiếp ở fp16 rồi cộng dồn.",
        "tradeOff": "Nếu tính S = QK^T ở fp16 mà Q, K có giá trị lớn thì điểm số vượt 65504 thành inf, sau softmax ra NaN (như khi dùng eager attention với Qwen2).",
    }
