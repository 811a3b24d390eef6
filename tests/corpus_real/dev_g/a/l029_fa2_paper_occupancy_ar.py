# Sources: S32 (rewrite of an already-used source, learner's own words in Arabic)


def designOutline():
    return {
        "memoryTraffic": "نواة مدمجة واحدة: لا تُكتب S ولا P إلى HBM؛ تُقرأ Q و K و V وتُكتب O و logsumexp لكل صف فقط.",
        "tiling": "كل thread block يأخذ كتلة Q من 128 صفًا في الذاكرة المشتركة ويمرر K/V في كتل من 64 صفًا، d = 128، والشبكة (N/128، batch × heads).",
        "numericalStability": "softmax متصل: نحتفظ بالقيمة العظمى الجارية m والمجموع l لكل صف بدقة fp32، ونعيد تحجيم المجمّع بـ exp(m_old - m_new) عند زيادة m.",
        "tradeOff": "عندما يكون batch × heads صغيرًا والتسلسل قصيرًا يكون عدد الكتل أقل من عدد الـ SMs (108 في A100)، فتبقى معظم المعالجات خاملة ويقل الإشغال؛ لذلك نوازي أيضًا على طول التسلسل.",
    }
