# Sources: S06 (rewrite of an already-used source, learner's own words in Vietnamese)


def designOutline():
    return {
        "memoryTraffic": "Gộp QK^T, softmax và PV vào một kernel nên ma trận S kích thước N x N không bao giờ ghi ra HBM; chỉ đọc Q, K, V và ghi O cùng logsumexp mỗi hàng.",
        "tiling": "Mỗi thread block giữ một khối Q 128 hàng trong shared memory, lặp qua K/V theo khối 64 hàng, d = 64; grid = (N/128, batch*heads).",
        "numericalStability": "Giữ max chạy m và tổng chạy l cho từng hàng ở fp32; khi m tăng thì nhân accumulator với exp(m_cũ - m_mới) trước khi cộng khối mới.",
        "tradeOff": "Trên GPU sm86, khi train với head_dim > 64 thì backward không đủ shared memory cho kernel flash, nên PyTorch chỉ cảnh báo rồi lùi về đường math chậm (ghi cả S ra bộ nhớ).",
    }
