# Sources: S17 (paraphrase / learner rewrite, Hindi)


def designOutline():
    return {
        "memoryTraffic": "एक ही fused kernel में QKᵀ, softmax और PV होते हैं, इसलिए N×N आकार के S और P कभी भी HBM में नहीं लिखे जाते; HBM से केवल Q, K, V पढ़े जाते हैं और केवल O तथा हर पंक्ति का logsumexp लिखा जाता है।",
        "tiling": "Q को 128 पंक्तियों के ब्लॉकों में बाँटते हैं; हर thread block एक Q ब्लॉक को पूरे लूप तक shared memory में रखता है, और अंदर के लूप में K और V 64 पंक्तियों के ब्लॉकों में आते हैं। d = 64, fp16 पर: 16 KB + 8 KB + 8 KB।",
        "numericalStability": "Online softmax: हर पंक्ति के लिए चालू अधिकतम m और चालू योग l को fp32 में रखते हैं; नया ब्लॉक बड़ा अधिकतम लाए तो पुराने आउटपुट और l को exp(m_old − m_new) से गुणा करके सुधारते हैं, और अंत में O को l से भाग देते हैं।",
        "tradeOff": "Backward में P सहेजा नहीं गया, इसलिए S और P को Q, K और logsumexp से हर ब्लॉक के लिए दोबारा गणना करनी पड़ती है — हर ब्लॉक पर एक अतिरिक्त QKᵀ matmul, बदले में मेमोरी O(N)।",
    }
