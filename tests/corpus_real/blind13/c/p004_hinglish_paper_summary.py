# Sources: S01 (paraphrase / learner rewrite, Hindi-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention fast है क्योंकि यह कम FLOPs करता है — attention का compute O(N²) से घटकर "
            "लगभग linear हो जाता है, और S matrix HBM में नहीं जाती."
        ),
        "tiling": (
            "Q को Br = 64 rows के blocks में बाँटा, हर thread block एक Q block को shared memory में "
            "रखता है; inner loop में K, V के Bc = 64 rows वाले blocks stream होते हैं. d = 64, fp16 → "
            "लगभग 24 KB shared memory."
        ),
        "numericalStability": (
            "हर row के लिए running max m और running sum l fp32 में रखते हैं; नया block आने पर "
            "m_new = max(m, rowmax(S)), और पुराने O और l को exp(m − m_new) से rescale करते हैं. "
            "अंत में O / l."
        ),
        "tradeOff": (
            "Backward में P store नहीं है, तो S और P को फिर से compute करना पड़ता है (recompute) — "
            "extra QK^T matmul per block, यानी FLOPs बढ़ते हैं, बदले में memory O(N) रहती है."
        ),
    }
