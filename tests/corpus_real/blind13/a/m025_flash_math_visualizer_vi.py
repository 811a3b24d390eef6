# Sources: S27 (paraphrase / learner rewrite, Vietnamese)
# Bài tập lớn môn Hệ thống học máy.


def designOutline():
    return {
        "memoryTraffic": (
            "Gộp QK^T, softmax và PV vào một kernel: ma trận S và P không bao giờ được ghi ra HBM, "
            "mỗi ô (tile) chỉ nằm trong SRAM/thanh ghi. HBM chỉ đọc Q, K, V và ghi O cùng "
            "logsumexp của từng hàng."
        ),
        "tiling": (
            "Chia Q thành khối Br = 64 hàng, mỗi khối một thread block và giữ trong shared memory; "
            "vòng lặp trong duyệt K, V theo khối Bc = 64 hàng. Với d = 64 tổng cộng khoảng 24 KB "
            "shared memory."
        ),
        "numericalStability": (
            "Softmax trực tuyến: mỗi hàng giữ max chạy m và tổng l bằng fp32; khi m tăng thì nhân "
            "O và l với exp(m_cũ - m_mới) rồi mới cộng phần của khối mới; cuối cùng chia O cho l."
        ),
        "tradeOff": (
            "Vì không lưu P, lúc backward phải tính lại S = QK^T theo từng khối, tức là thêm một "
            "phép nhân ma trận cho mỗi khối để đổi lấy bộ nhớ O(N)."
        ),
    }
