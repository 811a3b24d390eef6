# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "एउटै fused kernel ले QK^T, softmax र PV गर्छ; N×N को S र P कहिल्यै HBM मा लेखिँदैन, SRAM मा "
            "टुक्रा-टुक्रा गरी मात्र रहन्छ। HBM बाट Q, K, V पढिन्छ र O तथा प्रत्येक पङ्क्तिको logsumexp मात्र लेखिन्छ।"
        ),
        "tiling": (
            "Q लाई Br = 64 पङ्क्तिका ब्लकमा बाँडिन्छ, प्रत्येक thread block ले एउटा Q ब्लक shared memory मा "
            "राख्छ; भित्री loop मा K र V लाई Bc = 64 पङ्क्तिका ब्लकमा ल्याइन्छ।"
        ),
        "numericalStability": (
            "Online softmax: प्रत्येक पङ्क्तिको चलिरहेको अधिकतम m र योग l fp32 मा राखिन्छ; नयाँ ब्लकमा "
            "अधिकतम बढे पुरानो O र l लाई exp(m_old − m_new) ले गुणा गरिन्छ।"
        ),
        "tradeOff": (
            "यो विधि standard attention भन्दा अलि कम सटीक हुन्छ, किनभने softmax ब्लक-ब्लक गरी गणना हुन्छ; "
            "गतिका लागि थोरै accuracy त्याग्नुपर्छ।"
        ),
    }
