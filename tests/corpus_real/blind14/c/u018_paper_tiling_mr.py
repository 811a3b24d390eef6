# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "एकच fused kernel QK^T, softmax आणि PV करतो; N×N S आणि P मॅट्रिक्स कधीही HBM मध्ये लिहिले "
            "जात नाहीत, ते फक्त SRAM मध्ये tile-tile ने राहतात. HBM मधून Q, K, V वाचतो आणि फक्त O व "
            "प्रत्येक ओळीचा logsumexp लिहितो."
        ),
        "tiling": "टाइल्स, ब्लॉक्स, Br, Bc, shared memory, warps, pipelining, occupancy.",
        "numericalStability": (
            "ऑनलाइन softmax: प्रत्येक ओळीसाठी चालू कमाल m आणि बेरीज l fp32 मध्ये ठेवतो; नवीन block मध्ये "
            "कमाल वाढली तर जुना accumulator आणि l यांना exp(m_old − m_new) ने गुणतो."
        ),
        "tradeOff": (
            "P साठवत नसल्यामुळे backward मध्ये S आणि P पुन्हा block-block ने मोजावे लागतात — प्रत्येक "
            "block साठी एक जास्तीचा QK^T matmul, म्हणजे जास्त FLOPs."
        ),
    }
