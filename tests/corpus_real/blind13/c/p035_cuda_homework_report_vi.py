# Sources: S30, S01 (paraphrase / learner rewrite, Vietnamese)


def designOutline():
    return {
        "memoryTraffic": (
            "Gộp QK^T, softmax và PV vào một kernel duy nhất: ma trận S và P kích thước N×N không bao giờ "
            "được ghi ra HBM, chỉ tồn tại trong SRAM theo từng tile. Đọc Q, K, V từ HBM và chỉ ghi O cùng "
            "logsumexp của mỗi hàng."
        ),
        "tiling": (
            "Chia Q thành các block Br = 64 hàng, mỗi thread block giữ một block Q trong shared memory suốt "
            "kernel; vòng lặp trong tải K, V theo block Bc = 64 hàng. Grid = (N/64, batch × số head)."
        ),
        "numericalStability": (
            "Online softmax: mỗi hàng giữ max chạy m và tổng chạy l ở fp32; khi block mới có max lớn hơn "
            "thì nhân bộ tích lũy O và l với exp(m_cũ − m_mới) rồi mới cộng phần mới. Cuối cùng O = acc / l."
        ),
        "tradeOff": (
            "Nhược điểm: vì không lưu P, backward phải tính lại S và P theo từng block từ Q, K và "
            "logsumexp — thêm một phép nhân QK^T mỗi block."
        ),
    }
