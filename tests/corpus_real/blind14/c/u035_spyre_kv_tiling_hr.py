# Sources: S20 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Standardna pažnja piše cijelu matricu S = QKᵀ u HBM, zatim je čita za softmax i ponovno piše P, "
            "pa je N×N promet kroz HBM glavni problem."
        ),
        "tiling": (
            "Q blokovi od 128 redaka po thread bloku ostaju u dijeljenoj memoriji; K/V se eksplicitno dijele po "
            "duljini sekvencije na blokove od 64 retka i učitavaju se u unutarnjoj petlji. d = 64, fp16: "
            "16 KB + 8 KB + 8 KB."
        ),
        "numericalStability": (
            "Online softmax: po retku se čuvaju tekući maksimum m i zbroj l u fp32; stari akumulator i l se "
            "množe s exp(m_stari − m_novi) kad maksimum naraste."
        ),
        "tradeOff": (
            "Kad se K/V dijele na više od dvije pločice, međuspremnici na čipu moraju stati u rezerviranu lokalnu "
            "memoriju; ako prevoditelj računa s većom rezervacijom nego što backend stvarno daje (1638 KB umjesto "
            "1587 KB), pločice se preklope i rezultat je tiho pogrešan — kao u torch-spyre issueu."
        ),
    }
