# Sources: S01, S13, B1 (paraphrase / learner rewrite, Vietnamese)
def designOutline():
    return {
        "memoryTraffic": "Ma trận S = QKᵀ và P kích thước N×N không bao giờ được ghi xuống HBM: mỗi khối S chỉ nằm "
                         "trong SRAM, nhân với V rồi bỏ đi. HBM chỉ đọc Q, K, V và ghi O cùng logsumexp mỗi hàng.",
        "tiling": "Mỗi thread block giữ một khối Q gồm Br = 128 hàng trong shared memory; vòng lặp trong tải lần lượt "
                  "các khối K, V gồm Bc = 64 hàng. Với d = 64, fp16: 16 KB cho Q và 16 KB cho K/V. Grid = (N/128, batch·head).",
        "numericalStability": "Online softmax: mỗi hàng giữ max hiện tại m và tổng l (fp32). Khi khối mới có max lớn hơn, "
                              "nhân O và l cũ với exp(m_cũ − m_mới) rồi mới cộng phần đóng góp mới; cuối cùng chia cho l.",
        "tradeOff": "Backward phải tính lại S và P theo từng khối vì forward không lưu P, tốn thêm khoảng một phép "
                    "nhân QKᵀ mỗi khối.",
    }
