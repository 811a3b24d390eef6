# Sources: S17 (Hindi-English wiki page; paraphrase in Hinglish)
def designOutline():
    return {
        "memoryTraffic": "Standard attention full N×N matrix ko HBM mein materialize karti hai. Flash Attention ye matrix kabhi HBM mein nahi likhta — tiles mein compute karke partial results accumulate karta hai, HBM mein sirf O jaata hai.",
        "tiling": "Tiling ya 'kernel fusion' — Q, K, V ke chhote blocks SRAM mein load hote hain.",
        "numericalStability": "Softmax incrementally compute hota hai.",
        "tradeOff": "Downside: 128K context pe bhi compute O(N²) hi rehta hai, kyunki FLOPs same hain — sirf memory bachti hai, to long-context prefill phir bhi slow hai.",
    }
