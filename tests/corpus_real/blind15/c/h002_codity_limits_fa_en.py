# Sources: S01 (paraphrase / learner rewrite, Persian-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "Flash Attention ماتریس N×N را اصلاً در HBM نمی‌سازد (never materialized). فقط Q, K, V از HBM read می‌شوند و output O به HBM write می‌شود، پس write ها به جای O(N²) در حد O(N·d) هستند.",
        "tiling": "kernel را tile-based می‌نویسم: Br = 64 سطر از Q در shared memory ثابت می‌ماند و K/V با Bc = 64 سطر stream می‌شوند؛ grid = (N/64, batch*heads).",
        "numericalStability": "online softmax: running max m و running sum l در fp32؛ هر بار که m بزرگ‌تر شود، accumulator و l با exp(m_old - m_new) rescale می‌شوند.",
        "tradeOff": "محدودیت‌ها: Flash Attention روی همه‌ی GPU ها خوب کار نمی‌کند و پیاده‌سازی‌اش سخت‌تر است.",
    }
