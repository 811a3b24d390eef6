# Sources: S21 (paraphrase / learner rewrite, Hindi-English)
def designOutline():
    return {
        "memoryTraffic": "Forward mein S aur P ko HBM mein likhte hi nahi hain - woh SRAM mein block by block "
                         "bante hain aur wahin khatam. HBM se sirf Q, K, V padhte hain aur sirf O aur har row ka "
                         "logsumexp save karte hain.",
        "tiling": "Data ko blocks mein todo taaki SRAM mein fit ho jaye, baaki scheduling GPU khud handle kar "
                  "leta hai.",
        "numericalStability": "Har row ka running max m aur running sum l rakhte hain (fp32). Naya block aaye aur "
                              "max badh jaye to purane O aur l ko exp(m_old - m_new) se multiply karo, end mein O / l.",
        "tradeOff": "Backward mein P dobara compute karna padta hai kyunki forward mein store nahi kiya - har block "
                    "pe ek extra QK^T matmul. Badle mein 4K ya 8K tokens pe bhi extra memory O(N) hi rehti hai.",
    }
