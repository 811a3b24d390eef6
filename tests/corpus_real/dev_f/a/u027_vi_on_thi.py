# Sources: S07, S03 (paraphrase / learner rewrite, tiếng Việt)
# Ghi chú ôn thi môn Hệ thống học máy


def designOutline():
    return {
        "memoryTraffic": (
            "Mỗi tile S = Q_i K_jᵀ được ghi ra HBM rồi đọc lại để tính softmax, nên không cần giữ cả ma trận "
            "N×N trên chip; nhờ vậy bộ nhớ giảm."
        ),
        "tiling": (
            "Chia Q thành block Br = 64 dòng, mỗi thread block giữ một block Q trong shared memory; K, V chia "
            "block Bc = 64 dòng, vòng lặp trong lần lượt nạp từng block."
        ),
        "numericalStability": (
            "Online softmax: mỗi dòng giữ max m và tổng l (fp32); khi block mới có max lớn hơn thì nhân "
            "output cũ và l với exp(m_cũ − m_mới) rồi mới cộng block mới."
        ),
        "tradeOff": (
            "Backward phải tính lại S = QKᵀ vì P không được lưu: thêm một phép nhân ma trận mỗi block, "
            "đổi lại bộ nhớ chỉ còn O(N)."
        ),
    }
