# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "አንድ የተዋሃደ kernel QKᵀ፣ softmax እና PV ን ያሰላል፤ N×N የሆኑት S እና P ማትሪክሶች በፍጹም ወደ HBM "
            "አይጻፉም፣ በ SRAM ውስጥ ብሎክ በብሎክ ብቻ ይቆያሉ። ከ HBM Q፣ K፣ V ይነበባሉ፣ O እና የእያንዳንዱ ረድፍ "
            "logsumexp ብቻ ይጻፋሉ።"
        ),
        "tiling": (
            "Q ን 128 ረድፍ ባላቸው ብሎኮች እንከፍላለን፤ እያንዳንዱ thread block አንድ Q ብሎክ በ shared memory ውስጥ "
            "ይይዛል። K እና V በውስጠኛው loop 64 ረድፍ በ64 ረድፍ ይመጣሉ። d = 64፣ fp16: 16 KB + 8 KB + 8 KB።"
        ),
        "numericalStability": (
            "Online softmax፦ ለእያንዳንዱ ረድፍ የአሁኑን ከፍተኛ እሴት m እና ድምር l በ fp32 እንይዛለን፤ አዲስ ብሎክ "
            "ከፍተኛውን ሲጨምር የቀድሞውን O እና l በ exp(m_የድሮ − m_አዲስ) እናባዛለን።"
        ),
        "tradeOff": (
            "P ስለማይቀመጥ፣ በ backward ውስጥ S እና P ከ Q፣ K እና logsumexp በየብሎኩ እንደገና ይሰላሉ — ለእያንዳንዱ "
            "ብሎክ ተጨማሪ አንድ QKᵀ፣ ማለትም ተጨማሪ FLOPs።"
        ),
    }
