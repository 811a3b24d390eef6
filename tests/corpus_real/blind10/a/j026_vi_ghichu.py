# Sources: S22, S10 (learner rewrite, Vietnamese)
def designOutline():
    return {
        "memoryTraffic": (
            "Không ghi ma trận S, P (N×N) ra HBM; chúng chỉ nằm trong SRAM/thanh ghi theo từng khối. Kernel chỉ đọc "
            "Q, K, V từ HBM và ghi O cùng logsumexp của mỗi hàng."
        ),
        "tiling": (
            "Chia Q thành khối Br = 128 hàng giữ trong shared memory (mỗi thread block một khối), K/V chia khối "
            "Bc = 64 hàng được stream trong vòng lặp trong; d = 128 nên Q 32KB + K 16KB + V 16KB = 64KB."
        ),
        "numericalStability": (
            "Softmax trực tuyến: mỗi hàng giữ max m và tổng l bằng fp32; khi gặp khối mới có max lớn hơn thì nhân O và "
            "l với exp(m_cũ − m_mới) rồi mới cộng phần mới; cuối cùng chia O cho l."
        ),
        "tradeOff": (
            "Với chuỗi ngắn (N ≤ 512) thì S vẫn nằm gọn trong L2 nên kernel fused gần như không nhanh hơn, mà còn tốn "
            "thời gian autotune cho mỗi head dim."
        ),
    }
