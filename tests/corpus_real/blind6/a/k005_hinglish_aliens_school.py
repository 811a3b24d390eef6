# Sources: S05 (paraphrase; Hinglish rendering of course slides)
def designOutline():
    return {
        "memoryTraffic": "Standard attention ka problem hai ki N x N score matrix HBM mein likha jaata hai aur phir padha jaata hai. Flash attention mein S aur P kabhi HBM mein nahi jaate, sirf Q,K,V read hote hain aur O write hota hai.",
        "tiling": "Q ko blocks mein todo (Br rows), har block SRAM mein load karo, phir K aur V ke blocks ek-ek karke SRAM mein laao. Block size SRAM ke hisaab se choose karo.",
        "numericalStability": "Online softmax trick: har row ka running max aur running sum rakho, naya block aaye to purane sum ko exp(m_old - m_new) se scale karo.",
        "tradeOff": "Backward mein attention matrix dobara compute karni padti hai kyunki humne usko store nahi kiya, to compute thoda zyada lagta hai.",
    }
