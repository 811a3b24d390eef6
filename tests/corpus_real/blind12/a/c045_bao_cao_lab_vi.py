# Sources: S06 (already-used source; learner rewrite in Vietnamese)


def designOutline():
    return {
        "memoryTraffic": "Kernel triton gộp QK^T, softmax và nhân V; ma trận S (1024×1024) không bao giờ được ghi ra global memory, chỉ đọc Q, K, V (1024×64) và ghi O.",
        "tiling": "Lấy shared memory tối đa của mỗi block bằng pycuda (49152 byte), rồi tính Bc = 48, Br = 48 cho d = 64, fp32. Mỗi program xử lý một khối Q (song song theo chiều chuỗi), vòng ngoài Q, vòng trong K/V.",
        "numericalStability": "Softmax online theo dòng 9–10 của thuật toán FA2: m mới = max(m cũ, max hàng của S_ij), nhân l và O với exp(m cũ − m mới), cuối cùng chia O cho l.",
        "tradeOff": "Cài đặt khó hơn nhiều so với attention thường và có thể không chạy tốt trên mọi GPU.",
    }
