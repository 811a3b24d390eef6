# Sources: S25 (paraphrase / learner rewrite, Tamil)


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, softmax, PV மூன்றையும் ஒரே fused kernel-இல் செய்கிறோம்; N×N அளவுள்ள S, P அணிகள் "
            "HBM-க்கு ஒருபோதும் எழுதப்படுவதில்லை, SRAM-இல் tile ஆக மட்டுமே இருக்கும். HBM-இலிருந்து Q, K, "
            "V படிக்கப்படுகின்றன; O மற்றும் ஒவ்வொரு வரிசைக்கும் ஒரு logsumexp மட்டுமே எழுதப்படுகின்றன."
        ),
        "tiling": (
            "Q-ஐ Br = 64 வரிசை blocks ஆகப் பிரிக்கிறோம்; ஒவ்வொரு thread block-உம் ஒரு Q block-ஐ shared "
            "memory-இல் வைத்திருக்கும். உள் loop-இல் K, V-ஐ Bc = 64 வரிசை blocks ஆக ஏற்றுகிறோம். d = 64, "
            "fp16 என்றால் சுமார் 24 KB."
        ),
        "numericalStability": (
            "Online softmax: ஒவ்வொரு வரிசைக்கும் running max m, running sum l ஆகியவற்றை fp32-இல் "
            "வைக்கிறோம்; புதிய block-இல் max பெரிதானால் accumulator-ஐயும் l-ஐயும் exp(m_old − m_new) ஆல் "
            "rescale செய்கிறோம்."
        ),
        "tradeOff": (
            "குறைபாடு: d = 256 ஆனால் 64-வரிசை tiles shared memory-இல் பொருந்தாது, அதனால் tile அளவை 32 "
            "ஆகக் குறைக்க வேண்டும்; tensor core பயன்பாடு குறையும்."
        ),
    }
