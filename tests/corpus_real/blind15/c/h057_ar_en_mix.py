# Sources: S37, S17 (paraphrase / learner rewrite, Arabic-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "الـ kernel مدمج (fused): الـ S والـ P لا يُكتبان في HBM، فقط O والـ logsumexp لكل row.",
        "tiling": "BLOCK_M = 128 و BLOCK_N = 128 و head_dim = 256 مع 3 pipeline stages لـ K/V في الـ shared memory، لكي نقلل عدد مرات إعادة قراءة K/V.",
        "numericalStability": "running max m و running sum l بـ fp32 لكل row؛ عندما يكبر m نضرب الـ accumulator والـ l في exp(m_old − m_new).",
        "tradeOff": "head_dim الكبير يعني tiles أكبر وضغطًا أكبر على الـ registers: الـ accumulator بـ fp32 (128 × 256 × 4 = 128 KB) لا يتسع في الـ registers فيحدث spill وتنخفض الـ occupancy.",
    }
