# Sources: S13, S17 (Hindi-English learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Naive mein S aur P dono N×N hain aur HBM mein likhe jaate hain. Hamare kernel mein S/P sirf SRAM/registers mein rehte hain, HBM se sirf Q, K, V read aur O + logsumexp write hota hai.",
        "tiling": "Br = 128, Bc = 64, d = 128: Q tile (32 KB) poore loop ke liye shared memory mein, K/V tiles (16 KB each) stream hote hain, 2 stage pipeline; har CTA ek (Q block, head).",
        "numericalStability": "Har row ka running max m aur sum l fp32 mein; naya block aaye to acc aur l ko exp(m_old − m_new) se multiply karo, end mein acc / l.",
        "tradeOff": "Decode (ek query token) mein effectively Br = 1 hai, to sirf batch×heads CTAs bante hain — SMs khali baithte hain; isliye split-KV chahiye, jo ek extra reduction kernel add karta hai.",
    }
