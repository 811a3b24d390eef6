# Sources: S17 (paraphrase / learner rewrite, Arabic)


def designOutline():
    return {
        "memoryTraffic": "نواة واحدة مدمجة: المصفوفتان S وP لا تُكتبان أبدًا في HBM، بل تبقيان في SRAM كتلةً كتلة. نقرأ من HBM المصفوفات Q وK وV، ونكتب فقط O وقيمة logsumexp لكل صف.",
        "tiling": "نقسم Q إلى كتل من 128 صفًا، وكل thread block يحتفظ بكتلة Q في الذاكرة المشتركة طوال الحلقة؛ وفي الحلقة الداخلية نقرأ K وV في كتل من 64 صفًا. مع d = 64 وfp16: 16 KB + 8 KB + 8 KB.",
        "numericalStability": {
            "mechanism": "softmax التدريجي (online softmax) مع قيمة عظمى جارية m ومجموع جارٍ l لكل صف بدقة fp32",
            "decision": "عندما تأتي كتلة بقيمة عظمى أكبر نضرب المخرج المتراكم وl في exp(m_old − m_new)، وفي النهاية نقسم O على l",
        },
        "tradeOff": "في الانتشار العكسي لا نملك P، لذلك نعيد حساب S وP لكل كتلة من Q وK وlogsumexp، أي ضرب مصفوفات QKᵀ إضافي لكل كتلة، مقابل ذاكرة O(N) بدل O(N²).",
    }
