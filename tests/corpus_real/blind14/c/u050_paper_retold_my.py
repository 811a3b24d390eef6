# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "ပေါင်းစည်းထားသော kernel တစ်ခုတည်းက QKᵀ၊ softmax နှင့် PV ကို တွက်သည်။ N×N အရွယ်ရှိသော S နှင့် P "
            "matrix များကို HBM သို့ ဘယ်တော့မှ မရေးပါ၊ SRAM ထဲတွင် block တစ်ခုချင်းသာ ရှိသည်။ HBM မှ Q၊ K၊ V ကို "
            "ဖတ်ပြီး O နှင့် row တစ်ခုစီ၏ logsumexp ကိုသာ ရေးသည်။"
        ),
        "tiling": (
            "Q ကို row 128 ပါသော block များအဖြစ် ခွဲသည်။ thread block တစ်ခုစီသည် Q block တစ်ခုကို shared memory "
            "ထဲတွင် ထားသည်။ အတွင်း loop တွင် K နှင့် V ကို row 64 စီ ဖတ်ယူသည်။ d = 64၊ fp16 ဆိုလျှင် "
            "16 KB + 8 KB + 8 KB ဖြစ်သည်။"
        ),
        "numericalStability": (
            "Online softmax: row တစ်ခုစီအတွက် လက်ရှိ အမြင့်ဆုံးတန်ဖိုး m နှင့် ပေါင်းလဒ် l ကို fp32 ဖြင့် သိမ်းသည်။ "
            "block အသစ်က m ကို ပိုကြီးစေလျှင် ယခင် O နှင့် l ကို exp(m_old − m_new) ဖြင့် မြှောက်သည်။"
        ),
        "tradeOff": (
            "P ကို မသိမ်းထားသောကြောင့် backward တွင် S နှင့် P ကို Q၊ K နှင့် logsumexp မှ block တစ်ခုချင်း ပြန်တွက်ရသည် — "
            "block တစ်ခုလျှင် QKᵀ တစ်ကြိမ် ပိုလုပ်ရသဖြင့် FLOPs ပိုများသည်။"
        ),
    }
