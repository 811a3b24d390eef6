# Sources: S26, S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FA3 کی speed کا اصل راز FP8 ہے: lower precision میں attention compute کرنے سے ہی یہ تیز ہوتا ہے، "
            "اور S/P بھی on-chip رہتے ہیں۔"
        ),
        "tiling": (
            "H100 پر Q tile 128 rows، K/V tiles 128 rows، d = 128، TMA سے 2 stages؛ producer warp load کرتا ہے "
            "اور دو consumer warpgroups ping-pong میں GEMM اور softmax overlap کرتے ہیں۔"
        ),
        "numericalStability": (
            "Online softmax کے m اور l fp32 میں؛ نئے block پر accumulator کو exp(m_old − m_new) سے rescale "
            "کرتے ہیں؛ FP8 میں بھی یہ statistics fp32 ہی رہتے ہیں۔"
        ),
        "tradeOff": (
            "FP8 e4m3 میں صرف 3 mantissa bits ہیں، اس لیے per-tensor scale کے ساتھ outlier values باقی values کو "
            "دبا دیتی ہیں اور quantization error بڑھتا ہے؛ اسی لیے Pruna issue میں FP8 کو optional hyperparameter "
            "رکھا گیا ہے۔"
        ),
    }
