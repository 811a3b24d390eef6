# Sources: S37 (paraphrase / learner rewrite), S38 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Ma trận S và P kích thước N×N không bao giờ được ghi ra HBM: một kernel duy nhất đọc Q, K, V "
                         "theo khối, tính trong SRAM, chỉ ghi O và logsumexp của mỗi hàng.",
        "tiling": "Chia Q thành khối Br = 64 hàng, mỗi thread block giữ một khối Q trong shared memory; vòng lặp "
                  "trong đọc lần lượt các khối K, V có Bc = 64 hàng. grid = (N/64, batch × heads).",
        "numericalStability": "Online softmax: mỗi hàng giữ max m và tổng l (fp32); khi gặp khối có max lớn hơn thì "
                              "nhân O và l cũ với exp(m_cũ − m_mới) rồi mới cộng phần mới; cuối cùng chia O cho l.",
        "tradeOff": "Khi head dim = 256 thì khối Q, K, V 64 hàng mỗi khối đã 32 KB (fp16), shared memory không đủ cho "
                    "nhiều block trên một SM nên occupancy giảm, hoặc phải giảm khối xuống 32 hàng.",
    }
