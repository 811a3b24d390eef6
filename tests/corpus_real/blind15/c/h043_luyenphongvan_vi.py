# Sources: S30 (paraphrase / learner rewrite, Vietnamese)


def designOutline():
    return {
        "memoryTraffic": "Không bao giờ ghi ma trận S và P kích thước N×N ra HBM: mỗi khối S chỉ nằm trong SRAM/thanh ghi rồi bỏ đi. HBM chỉ đọc Q, K, V và ghi O cùng logsumexp của mỗi hàng.",
        "tiling": "Chia Q thành khối 128 hàng, mỗi thread block giữ một khối Q trong shared memory suốt vòng lặp; vòng lặp trong nạp K, V theo khối 64 hàng. head dim = 64, fp16: 16 KB + 8 KB + 8 KB.",
        "numericalStability": "Softmax trực tuyến: mỗi hàng giữ max hiện tại m và tổng l bằng fp32; khi khối mới có max lớn hơn thì nhân output cũ và l với exp(m_cũ − m_mới), cuối cùng chia O cho l. Kết quả giống hệt attention chuẩn (sai khác chỉ do làm tròn).",
        "tradeOff": "Backward phải tính lại S và P từ Q, K và logsumexp đã lưu vì không lưu P, tức là thêm một phép nhân QKᵀ cho mỗi khối, đổi lại bộ nhớ chỉ O(N).",
    }
