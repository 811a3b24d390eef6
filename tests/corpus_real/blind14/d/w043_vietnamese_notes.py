# Sources: S01* (paraphrase, Vietnamese), S02* (paraphrase, Vietnamese)
def designOutline():
    return {
        "memoryTraffic": "Ghi chú: gộp QKᵀ, softmax và PV vào một kernel; ma trận S và P (N×N) không bao giờ được ghi ra HBM. "
                         "Chỉ đọc Q, K, V từ HBM và ghi O cùng logsumexp của mỗi hàng.",
        "tiling": "Mỗi thread block giữ một khối Q gồm Br = 128 hàng trong shared memory; vòng lặp trong duyệt K, V theo khối "
                  "Bc = 64 hàng; grid = (N/128, batch × heads); 4 warp chia các hàng của Q.",
        "numericalStability": "Softmax trực tuyến: mỗi hàng giữ max hiện tại m và tổng l bằng fp32; khi có khối mới, "
                              "m_mới = max(m, rowmax(S)), nhân bộ tích luỹ và l với exp(m − m_mới); cuối cùng chia cho l.",
        "tradeOff": "Đánh đổi: backward phải tính lại S và P theo từng khối vì không lưu P, tốn thêm một phép nhân QKᵀ mỗi khối.",
    }
