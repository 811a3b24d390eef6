# Sources: S11 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel တစ်ခုတည်းမှာ QK^T, softmax, PV လုပ်တယ်။ S နဲ့ P ကို HBM ထဲ ဘယ်တော့မှ မရေးဘူး၊ "
            "SRAM ထဲမှာပဲ tile လိုက် ရှိတယ်။ HBM ကနေ Q, K, V ဖတ်ပြီး O နဲ့ row တစ်ခုချင်းစီရဲ့ logsumexp ကိုပဲ ရေးတယ်။"
        ),
        "tiling": (
            "Intel GPU မှာ Br (block rows) ကို 32 ထားတယ် (llama.cpp PR လို)၊ Q tile 32 rows ကို shared memory "
            "ထဲ ထားပြီး K/V ကို inner loop မှာ stream လုပ်တယ်။"
        ),
        "numericalStability": "Online softmax ကို သုံးတယ်။",
        "tradeOff": (
            "Br = 64 ဆိုရင် HSK = 128 မှာ shader က GRF 200 လောက်လိုပြီး HSK >= 192 မှာ register spill ရာနဲ့ချီ "
            "ဖြစ်တယ်၊ compile time လည်း ကြာတယ် — ဒါကြောင့် Br ကို 32 ချတယ်၊ ဒါပေမဲ့ tile သေးတော့ K/V ကို "
            "ပိုအကြိမ်များများ ဖတ်ရတယ်။"
        ),
    }
