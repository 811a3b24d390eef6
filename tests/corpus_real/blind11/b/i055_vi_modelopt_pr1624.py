# Sources: S20 (bản viết lại của người học)

def designOutline():
    return {
        "memoryTraffic": "Kernel decode: mỗi (request, query head) chỉ có một vector query, duyệt qua KV cache dạng trang; score của một tile KV nằm trong thanh ghi, không ghi ra HBM. Chỉ có O từng phần và lse của mỗi split được ghi ra để gộp.",
        "tiling": "Grid = (batch, num_q_heads, num_kv_splits): trục thứ ba chia chuỗi KV thành các đoạn liên tiếp; num_kv_splits tự chọn theo số SM và batch, chỉ chia khi chưa đủ chương trình để lấp các SM.",
        "numericalStability": "Mỗi split chạy online softmax với max và sum tích lũy (fp32); kernel gộp nhỏ trộn các softmax từng phần bằng rescale log-sum-exp chính xác: trọng số exp(lse_s - lse_max), nên kết quả không đổi khi chia.",
        "tradeOffs": "Nếu dùng kernel prefill cho decode thì query bị chia thành tile BLOCK_M hàng, với một token query thì khoảng 127/128 tile là padding, tức làm thừa ~128 lần công việc phía query; kernel riêng cho decode tránh được nhưng phải thêm một lần chạy kernel gộp.",
    }
