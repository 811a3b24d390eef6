# Sources: S41 (ghi chú roofline tiếng Việt, diễn giải)
def designOutline():
    return {
        "memoryTraffic": "Attention thường: S (N×N) ghi ra HBM rồi đọc lại, FLOPs không đổi → arithmetic intensity thấp, memory-bound. FlashAttention không bao giờ ghi S ra DRAM; FLOPs giống hệt, bytes giảm hàng chục lần.",
        "tiling": "FlashAttention tile lại, giữ trong SRAM (shared memory).",
        "numericalStability": "Softmax online: mỗi hàng giữ max m và tổng l bằng fp32; block mới có max lớn hơn thì nhân l và O cũ với exp(m_cũ − m_mới) rồi cộng block mới.",
        "tradeOff": "Khi N nhỏ (vài trăm token) S vẫn nằm trong L2 nên bản chưa fuse cũng không bị memory-bound nhiều, FlashAttention gần như không nhanh hơn.",
    }
