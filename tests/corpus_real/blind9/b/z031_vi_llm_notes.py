# Sources: S31 (ghi chú tiếng Việt, diễn giải)
def designOutline():
    return {
        "memoryTraffic": "Q block + K/V block → score nhỏ trong SRAM → softmax online → cập nhật O → bỏ score nhỏ. FlashAttention không bao giờ lưu toàn bộ ma trận attention N×N trong HBM; chỉ ghi O và log-sum-exp của từng hàng.",
        "tiling": "Với một block Q_i (giữ trên chip), lần lượt tải từng cặp (K_j, V_j) vào SRAM; block nằm hoàn toàn phía trên đường chéo (causal) thì bỏ qua. Kích thước block, thread block, warp được chọn để Q_i, K_j, V_j vừa shared memory/register.",
        "numericalStability": "Giữ m (max hiện tại), l (tổng exponential), o (output tích lũy). Khi có block mới: m_new = max(m_old, m_block), l_new = e^(m_old - m_new)·l_old + Σ e^(x - m_new), o cũng rescale bằng e^(m_old - m_new); cuối cùng O = o / l.",
        "tradeOff": "Backward không lưu P nên phải tải lại Q, K, V và tính lại các block score và softmax (selective recomputation): thêm phép tính để đổi lấy ít memory. Khi decode (query length = 1) lợi ích nhỏ vì bị giới hạn bởi việc đọc KV cache.",
    }
