# Sources: S01, S05 (paraphrase / learner rewrite)
# Ghi chú ôn tập phỏng vấn


def designOutline():
    return {
        "memoryTraffic": (
            "Gộp QK^T, softmax, PV vào một kernel: ma trận S và P kích thước N×N không bao giờ được ghi ra HBM, "
            "chỉ tồn tại từng tile trong SRAM. HBM chỉ đọc Q, K, V và ghi O cùng logsumexp mỗi hàng."
        ),
        "tiling": (
            "Chia Q thành khối Br = 64 hàng, mỗi thread block giữ một khối Q trong shared memory; vòng lặp trong "
            "nạp K, V theo khối Bc = 64 hàng. Với d = 128, fp16: 16 KB + 16 KB + 16 KB = 48 KB."
        ),
        "numericalStability": (
            "Softmax trực tuyến: mỗi hàng giữ max chạy m và tổng chạy l bằng fp32; khi khối mới có max lớn hơn thì "
            "nhân bộ tích lũy và l với exp(m_cũ - m_mới) rồi mới cộng khối mới."
        ),
        "tradeOff": (
            "Đánh đổi: backward phải tính lại S, P theo khối vì không lưu P, tốn thêm một phép nhân QK^T mỗi khối, "
            "đổi lại bộ nhớ chỉ O(N)."
        ),
    }
