# Sources: S01 (learner rewrite in Vietnamese)
def designOutline():
    return {
        "memoryTraffic": "Khác với attention chuẩn (ghi S và P kích thước N x N ra HBM rồi đọc lại), kernel của em gộp QK^T, softmax và PV thành một: ma trận S chỉ nằm trong thanh ghi/SRAM từng khối và không bao giờ được ghi ra HBM. HBM chỉ có đọc Q, K, V và ghi O cùng logsumexp mỗi hàng.",
        "tiling": "Khối Q 128 hàng nằm trong shared memory suốt kernel; khối K/V 64 hàng (d = 64) được nạp lần lượt ở vòng lặp trong. Mỗi thread block xử lý một khối Q của một head.",
        "numericalStability": "Online softmax: mỗi hàng giữ max m và tổng l bằng fp32; khi max tăng thì nhân O và l với exp(m_cu - m_moi) trước khi cộng khối mới.",
        "tradeOff": "Vì không lưu P nên backward phải tính lại S và P theo khối, tốn thêm FLOPs (khoảng một phép QK^T nữa).",
    }
