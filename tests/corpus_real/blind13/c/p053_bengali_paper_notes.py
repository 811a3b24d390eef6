# Sources: S01 (paraphrase / learner rewrite, Bengali)


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, softmax আর PV একটি fused kernel-এ করা হয়; N×N মাপের S আর P কখনো HBM-এ লেখা হয় না, "
            "শুধু SRAM-এ টাইল হিসেবে থাকে। HBM থেকে Q, K, V পড়া হয় এবং শুধু O আর প্রতি সারির logsumexp "
            "লেখা হয়।"
        ),
        "tiling": (
            "Q-কে Br = 64 সারির ব্লকে ভাগ করা হয়; প্রতিটি thread block একটি Q ব্লক shared memory-তে রাখে "
            "এবং ভেতরের লুপে K, V-কে Bc = 64 সারির ব্লকে আনে।"
        ),
        "numericalStability": "অনলাইন softmax ব্যবহার করা হয়।",
        "tradeOff": (
            "অসুবিধা: P সংরক্ষণ করা হয় না বলে backward-এ S আর P আবার গণনা করতে হয় (Q, K আর logsumexp "
            "থেকে) — প্রতি ব্লকে একটি অতিরিক্ত QK^T।"
        ),
    }
