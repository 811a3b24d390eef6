# Sources: S52 (bài giảng phỏng vấn tiếng Việt, diễn giải)
def designOutline():
    return {
        "memoryTraffic": "Softmax online một pass thay vì two-pass: đọc vector một lần, ít hơn 1.33× byte, đó là lý do production dùng online softmax.",
        "tiling": "Tile-loop: mỗi CTA giữ một block Q 64 hàng trong shared memory, lặp qua các block K/V 64 hàng; không materialize N×N.",
        "numericalStability": "corr = exp(m − m_new): khi max mới lớn hơn thì nhân tổng cũ và output cũ với corr rồi mới cộng block mới; giữ m, l bằng fp32.",
        "tradeOff": "Câu interview: FA = softmax online × V fuse vào tile-loop; cái giá là backward phải tính lại S và P từng block vì không lưu P.",
    }
