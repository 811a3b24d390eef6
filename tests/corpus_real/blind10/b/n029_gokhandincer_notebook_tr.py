# Sources: S29 (paraphrase / Türkçe)

def designOutline():
    return {
        "memoryTraffic": "PyTorch'un F.scaled_dot_product_attention fonksiyonu flash backend'i seçtiğinde N×N dikkat matrisi HBM'e hiç yazılmaz; Q, K, V okunur, sadece çıktı yazılır.",
        "tiling": "Blok boyutlarını PyTorch kendisi seçiyor, bizim ayarlamamıza gerek yok.",
        "numericalStability": "Sayısal kararlılığı PyTorch hallediyor.",
        "tradeOff": "Özel bir attn_mask tensörü ya da dropout verirsek flash kernel bunu desteklemediği için math backend'e düşüyor ve tam skor matrisi yine bellekte oluşuyor.",
    }
