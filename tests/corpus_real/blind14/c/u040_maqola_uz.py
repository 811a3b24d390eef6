# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Bitta birlashtirilgan yadro QKᵀ, softmax va PV ni hisoblaydi; N×N o'lchamdagi S va P matritsalari "
            "HBM ga hech qachon yozilmaydi. HBM dan Q, K, V o'qiladi, faqat O va har bir qatorning logsumexp "
            "qiymati yoziladi."
        ),
        "tiling": "Hisoblashni GPU uchun qulay bo'lgan bloklarga bo'lamiz va ularni samarali tartibda ishlaymiz.",
        "numericalStability": "Softmax son jihatdan barqaror bo'lishi uchun ehtiyot choralarini ko'ramiz.",
        "tradeOff": (
            "P saqlanmagani uchun backward da S va P har bir blok uchun qayta hisoblanadi — har blokka qo'shimcha "
            "bitta QKᵀ, ya'ni ko'proq FLOPs."
        ),
    }
