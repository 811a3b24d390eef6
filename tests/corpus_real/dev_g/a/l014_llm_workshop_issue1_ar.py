# Sources: S29 (paraphrase / learner rewrite in Arabic)


def designOutline():
    return {
        "memoryTraffic": "نواة واحدة مدمجة: المصفوفتان S و P لا تُكتبان أبدًا إلى HBM، نقرأ Q و K و V ونكتب O و logsumexp لكل صف فقط.",
        "tiling": "كتلة Q من 64 صفًا تبقى في الذاكرة المشتركة لكل thread block، و K/V تمر في كتل من 64 صفًا في الحلقة الداخلية، d = 64.",
        "numericalStability": "نجعل الـ softmax مستقرًا عدديًا ونتجنب المشاكل.",
        "tradeOff": "عندما نحشو الدفعة إلى طول أطول تسلسل بدل استخدام varlen، تُحسب كتل كاملة من رموز الحشو بلا فائدة، فيضيع جزء من الحساب والذاكرة؛ وإذا تجاهلنا attention_mask تصبح النتيجة خاطئة.",
    }
