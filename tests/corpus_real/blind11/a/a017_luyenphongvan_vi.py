# Sources: S15 (already-used source; learner rewrite in Vietnamese)


def designOutline():
    return {
        "memoryTraffic": (
            "Không bao giờ ghi ma trận N×N S/P xuống HBM: chỉ load từng block K, V lên SRAM, tính attention "
            "một phần, cộng dồn vào output rồi ghi O ra HBM một lần."
        ),
        "tiling": (
            "Chia Q thành block 128 hàng giữ trong SRAM suốt kernel, K, V thành block 64 hàng load lần lượt "
            "trong vòng lặp trong; d = 64, mỗi thread block một block Q."
        ),
        "numericalStability": "Dùng công thức softmax ổn định, tính incrementally khi lướt qua các block.",
        "tradeOff": "Nhược điểm: phức tạp hơn khi cài đặt.",
    }
