# Sources: learner rewrite after S2 (bilingual notes) and P2
def designOutline():
    return {
        "memoryTraffic": "Basically jo N*N score matrix hai, that one we are not storing anywhere in HBM - it is made in SRAM tile wise and thrown away. From HBM: Q tile once, all K,V tiles one by one. To HBM: O and LSE.",
        "tiling": "Q ko 128-row tiles mein todo, K/V ko 64-row tiles. Outer loop Q (parallel over CTAs), inner loop K/V (sequential in one CTA). d = 128.",
        "numericalStability": "Har row ke liye running max m aur running sum l (fp32). New tile aaya to m_new = max(m, rowmax); O aur l ko exp(m - m_new) se multiply, then add new part. End mein O / l.",
        "tradeOff": "d = 256 pe 128-row Q tile (64 KB) + 2 stages of 64-row K and V tiles (128 KB) = 192 KB, A100 ke 164 KB se zyada, so wahan Bc = 32 lena padta hai, which halves the reuse per load.",
    }
