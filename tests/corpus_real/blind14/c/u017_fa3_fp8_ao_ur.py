# Sources: S03, S15 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "ایک fused kernel میں QK^T، softmax اور PV — S اور P کبھی HBM میں نہیں لکھے جاتے، صرف "
            "SRAM/registers میں رہتے ہیں۔ HBM سے Q, K, V پڑھتے ہیں اور صرف O اور ہر row کا logsumexp لکھتے ہیں۔"
        ),
        "tiling": (
            "FA3 style on H100: Q tile 128 rows × d = 128 shared memory میں، K/V tiles 128 rows، TMA سے "
            "2-stage pipeline میں load ہوتی ہیں؛ producer warp load کرتا ہے اور consumer warpgroups WGMMA "
            "چلاتے ہیں (warp specialization)۔"
        ),
        "numericalStability": (
            "Online softmax: running max m اور sum l fp32 میں؛ max بڑھے تو accumulator کو exp(m_old − m_new) "
            "سے rescale کرتے ہیں۔ FP8 میں بھی softmax اور accumulation fp32 میں ہی رہتی ہے، صرف matmul inputs e4m3 ہیں۔"
        ),
        "tradeOffs": (
            "FP8 (e4m3) میں mantissa کے صرف 3 bits ہیں، اس لیے outliers والے Q/K پر quantization error بڑھتا ہے؛ "
            "اور torchao PR کے مطابق FA3 کم سے کم head dim 64 مانگتا ہے، تو SAM2 کی 16/32 head dims کو 64 تک "
            "pad کرنا پڑا جس سے runtime بڑھ گیا۔"
        ),
    }
