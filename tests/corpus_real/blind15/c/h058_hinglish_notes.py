# Sources: S17 (paraphrase / learner rewrite, Hindi-English code-switch, romanised)


def designOutline():
    return {
        "memoryTraffic": "Normal attention mein S = QKᵀ poora HBM mein likha jata hai aur softmax ke liye wapas padha jata hai, isliye woh slow hai.",
        "tiling": "Q ko 64 rows ke blocks mein baanto, har thread block ek Q block ko shared memory mein rakhta hai; K aur V ke 64-row blocks inner loop mein ek-ek karke aate hain; d = 64, fp16.",
        "numericalStability": "Har row ke liye running max m aur running sum l fp32 mein rakho; jab naye block ka max bada ho, purane output aur l ko exp(m_old − m_new) se multiply karo.",
        "tradeOff": "Speed aur memory ke beech kuch trade-offs hote hain.",
    }
