# Sources: S02 (paraphrase / learner rewrite, Hindi)


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, softmax और PV को एक ही fused kernel में करते हैं, इसलिए N×N वाले S और P कभी HBM में "
            "नहीं लिखे जाते — वे सिर्फ़ SRAM में tile-दर-tile रहते हैं। HBM से Q, K, V पढ़े जाते हैं और "
            "सिर्फ़ O और हर row का logsumexp लिखा जाता है।"
        ),
        "tiling": (
            "Q को Br = 128 rows के blocks में बाँटते हैं; हर thread block एक Q block और उसका fp32 "
            "accumulator पूरे kernel में on-chip रखता है। Inner loop में K और V, Bc = 64 rows के blocks "
            "में shared memory से गुज़रते हैं। Causal mask में diagonal के ऊपर वाले K/V blocks छोड़ देते हैं।"
        ),
        "numericalStability": (
            "Online softmax: हर row का running max m और running sum l fp32 में। नए block का max बड़ा हो "
            "तो accumulator और l को exp(m_old − m_new) से rescale करते हैं; आख़िर में O को l से भाग देते हैं।"
        ),
        "tradeOff": (
            "नुकसान: Bc = 128 करने पर S tile और fp32 accumulator registers में नहीं समाते, registers spill "
            "होते हैं और occupancy गिरती है।"
        ),
    }
