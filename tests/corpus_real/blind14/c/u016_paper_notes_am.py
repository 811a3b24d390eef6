# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention የ memory access ን በጣም efficient ያደርጋል፣ በ GPU memory hierarchy ውስጥ ያለውን "
            "data movement ይቀንሳል።"
        ),
        "tiling": (
            "Q ን 64 row blocks እንከፍላለን፣ እያንዳንዱ thread block አንድ Q block በ shared memory ውስጥ ይይዛል፤ "
            "K እና V በ 64 row blocks inner loop ውስጥ ይመጣሉ።"
        ),
        "numericalStability": (
            "Online softmax: ለእያንዳንዱ row running max m እና sum l በ fp32 እንይዛለን፤ max ሲጨምር የቀድሞውን "
            "O እና l በ exp(m_old − m_new) እናባዛለን።"
        ),
        "tradeOff": (
            "There are trade-offs between speed and memory, ሁሉም GPU ላይ በደንብ ላይሰራ ይችላል።"
        ),
    }
