# Sources: S24 (paraphrase / learner rewrite in Arabic)


def designOutline():
    return {
        "memoryTraffic": "لا نخزن S و P في HBM؛ نواة مدمجة تقرأ Q و K و V على شكل كتل وتكتب O و logsumexp لكل صف فقط.",
        "tiling": "كتل Q من 128 صفًا في الذاكرة المشتركة، و K/V في كتل من 64 صفًا داخل الحلقة الداخلية، d = 64.",
        "numericalStability": "القيمة العظمى الجارية والمجموع الجاري لكل صف بدقة fp32، مع إعادة تحجيم المجمّع بـ exp(m_old - m_new).",
        "tradeOff": "هناك بعض المقايضات بين السرعة والذاكرة.",
    }
