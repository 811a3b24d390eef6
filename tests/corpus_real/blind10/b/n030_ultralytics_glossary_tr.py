# Sources: S30 (paraphrase / Türkçe)

def designOutline():
    return {
        "memoryTraffic": "Çekirdek füzyonu: QK^T, softmax ve V ile çarpma tek bir çekirdekte SRAM içinde yapılır; devasa ara dikkat matrisi HBM'e yazılmaz, sadece nihai sonuç HBM'e geri yazılır.",
        "tiling": "Döşeme: büyük matrisler daha küçük bloklara veya karolara bölünür.",
        "numericalStability": "Standart dikkatle matematiksel olarak aynı sonucu verir.",
        "tradeOff": "Turing'den eski GPU'larda kullanılamaz: çekirdek Ampere/Hopper tensör çekirdeği talimatları için yazıldığı için eski kartlarda derlenmez ve standart dikkate geri dönülür.",
    }
