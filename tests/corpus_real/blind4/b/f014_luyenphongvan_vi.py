# Sources: S13 (excerpt + paraphrase, Vietnamese original)
def designOutline():
    return {
        "memoryTraffic": "Bottleneck không phải FLOPs mà là HBM memory I/O: S và P có kích thước N×N. Flash Attention không bao giờ materialize ma trận N×N trong HBM; chỉ đọc Q, K, V và ghi O.",
        "tiling": "Tiling — chia Q, K, V thành block nhỏ đủ vừa SRAM (Br = Bc = 64). Giữ block Q trên chip, load lần lượt từng block K,V → tính attention một phần → cộng dồn vào output.",
        "numericalStability": "Online softmax + recomputation — dùng công thức softmax ổn định, tính incrementally khi lướt qua các block.",
        "tradeOff": "Không áp dụng được cho các kiểu attention đặc biệt như dilated attention trừ khi có variant riêng.",
    }
