# Sources: S10 (already-used source; learner rewrite in Vietnamese)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention không ghi ma trận S = QK^T và P ra HBM; mỗi khối S_ij chỉ nằm trong SRAM, nhân với V_j xong là bỏ. HBM chỉ đọc Q, K, V và ghi O cùng logsumexp của mỗi hàng.",
        "tiling": "Chia Q thành khối Br = 64 hàng (mỗi thread block một khối, giữ trong SRAM), K/V thành khối Bc = 64 hàng đọc lần lượt trong vòng lặp trong. d = 64, fp16 nên mỗi khối 8 KB.",
        "numericalStability": "Softmax online: giữ max m và tổng l của mỗi hàng; khi max tăng thì nhân l và O đã tích lũy với exp(m_cũ − m_mới). Cộng dồn bằng fp32.",
        "tradeOff": "Vì d_i, o_i bị biến đổi trong vòng lặp nên kết quả của FlashAttention chỉ xấp xỉ attention gốc, đánh đổi một chút độ chính xác để lấy tốc độ.",
    }
