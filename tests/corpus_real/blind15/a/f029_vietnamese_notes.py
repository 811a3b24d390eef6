# Sources: S01 (paraphrase / learner rewrite), S02 (paraphrase)
# ghi chú ôn thi


def designOutline():
    return {
        "memoryTraffic": "Gộp QK^T, softmax và PV vào một kernel: ma trận S và P kích thước N×N không bao giờ được ghi "
                         "ra HBM, chỉ tồn tại từng tile trong SRAM. HBM chỉ đọc Q, K, V và ghi O cùng logsumexp mỗi hàng.",
        "tiling": "Vòng ngoài chạy theo khối Q gồm Br = 64 hàng (mỗi thread block một khối, giữ trong shared memory), "
                  "vòng trong nạp lần lượt các khối K, V gồm Bc = 64 hàng.",
        "numericalStability": "Online softmax: mỗi hàng giữ max m và tổng l bằng fp32; khi gặp khối mới có max lớn hơn thì "
                              "nhân O và l cũ với exp(m_cũ − m_mới) rồi mới cộng phần mới; cuối cùng chia O cho l.",
        "tradeOff": "Backward phải tính lại S và P từ Q, K và logsumexp đã lưu vì không lưu P, tốn thêm một phép "
                    "nhân ma trận QK^T cho mỗi khối.",
    }
