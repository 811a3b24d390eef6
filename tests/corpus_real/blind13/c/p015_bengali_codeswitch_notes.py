# Sources: S01 (paraphrase / learner rewrite, Bengali-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "একটা fused kernel-এ QK^T, softmax আর PV করা হয়, তাই N×N S আর P কখনো HBM-এ লেখা হয় না — "
            "শুধু SRAM-এ tile হিসেবে থাকে। HBM থেকে Q, K, V পড়া হয়, লেখা হয় শুধু O আর প্রতি row-এর "
            "logsumexp।"
        ),
        "tiling": (
            "Q-কে Br = 128 row-এর block-এ ভাগ করি, প্রতি thread block একটা Q block shared memory-তে "
            "রাখে; inner loop-এ K, V Bc = 64 row করে stream হয়। grid = (N/128, batch × heads)।"
        ),
        "numericalStability": (
            "Online softmax: প্রতি row-এর running max m আর running sum l fp32-এ রাখি; নতুন block-এ max "
            "বাড়লে accumulator আর l-কে exp(m_old − m_new) দিয়ে rescale করি।"
        ),
        "tradeOff": (
            "Speed আর memory-র মধ্যে কিছু trade-off আছে, সব GPU-তে সমান ভালো কাজ নাও করতে পারে।"
        ),
    }
