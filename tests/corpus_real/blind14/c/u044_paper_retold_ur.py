# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "ایک ہی fused kernel میں QKᵀ، softmax اور PV حساب ہوتے ہیں؛ N×N والے S اور P کبھی HBM میں نہیں "
            "لکھے جاتے، صرف SRAM میں block بہ block رہتے ہیں۔ HBM سے Q، K، V پڑھے جاتے ہیں اور صرف O اور ہر "
            "قطار کا logsumexp لکھا جاتا ہے۔"
        ),
        "tiling": (
            "Q کو 64 قطاروں کے blocks میں تقسیم کرتے ہیں، ہر thread block ایک Q block کو shared memory میں رکھتا "
            "ہے؛ اندرونی loop میں K اور V کے 64 قطاروں والے blocks آتے ہیں۔"
        ),
        "numericalStability": (
            "Online softmax: ہر قطار کے لیے چلتا ہوا زیادہ سے زیادہ m اور مجموعہ l fp32 میں؛ جب نیا block بڑا m "
            "لائے تو پرانے O اور l کو exp(m_پرانا − m_نیا) سے ضرب دیتے ہیں۔"
        ),
        "tradeOff": "Tile کا سائز 64 تک محدود ہے۔",
    }
