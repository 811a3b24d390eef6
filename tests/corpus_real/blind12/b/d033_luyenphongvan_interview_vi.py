# Sources: S70 (paraphrase / learner rewrite, vi)
def designOutline():
    return {
        "memoryTraffic": "Attention chuẩn ghi/đọc ma trận S và P (N×N) từ HBM nhiều lần. Flash Attention không bao giờ ghi ma trận N×N đầy đủ ra HBM: chỉ đọc Q, K, V theo block và ghi O cùng thống kê nhỏ (logsumexp) mỗi hàng.",
        "tiling": "Chia Q, K, V thành block nhỏ vừa SRAM: Q block 128 hàng giữ trên chip, load lần lượt từng block K,V 64 hàng, tính attention một phần rồi cộng dồn vào output.",
        "numericalStability": "Dùng công thức softmax ổn định, tính incrementally khi lướt qua các block, kết quả bit-exact.",
        "tradeOff": "Backward phải recompute attention từ output và stats thay vì lưu intermediate, tốn thêm FLOPs để giảm memory từ O(N²) xuống O(N).",
    }
