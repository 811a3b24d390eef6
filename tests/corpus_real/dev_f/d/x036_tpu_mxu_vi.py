# Sources: S45 (bản viết lại của người học bằng tiếng Việt)
def designOutline():
    return {
        "memoryTraffic": (
            "Kernel hợp nhất: Q, K, V được chép từ HBM vào VMEM theo khối, điểm số S chỉ nằm trong VMEM/thanh "
            "ghi rồi bị bỏ đi; chỉ O và logsumexp mỗi hàng được ghi lại HBM, không bao giờ ghi ma trận N x N."
        ),
        "tiling": (
            "TPU v5e mỗi chip có một TensorCore với 4 MXU 128x128, một đơn vị vector và một đơn vị scalar; HBM "
            "16 GB, băng thông 819 GB/s, VMEM nhỏ nhưng rất nhanh. MXU là mảng systolic nên rất hợp với phép "
            "nhân ma trận theo khối."
        ),
        "numericalStability": (
            "Không cần trừ max vì bf16 có cùng dải số mũ với fp32, exp sẽ không bị tràn; chỉ cần cộng dồn tổng "
            "theo từng khối rồi chia ở cuối."
        ),
        "tradeOff": (
            "Khối nhỏ hơn 128 không lấp đầy MXU 128x128, nên nếu chuỗi ngắn hoặc head_dim = 64 thì một nửa mảng "
            "systolic chạy không, hiệu suất giảm."
        ),
    }
