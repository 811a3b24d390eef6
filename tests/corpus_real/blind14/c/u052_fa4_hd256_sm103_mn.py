# Sources: S07 (paraphrase / learner rewrite)


def design_outline():
    return {
        "memory_traffic": (
            "Fused forward kernel: S, P нь TMEM/SMEM дотор л байна, HBM-д бичихгүй. HBM-ээс Q, K, V (paged KV "
            "cache) уншиж, O болон LSE бичнэ."
        ),
        "tiling": (
            "hd = 256, (2, 1) CTA cluster: хоёр CTA тус бүр 128-row Q tile-ийг SMEM-д барьж, pair-UMMA-аар QK, PV "
            "хоёуланг нь хамтдаа хийнэ. K/V tile 128 row, TMA-аар stream хийнэ."
        ),
        "numerical_stability": (
            "CTA-local online softmax: accumulator M чиглэлд хуваагдсан тул CTA бүр өөрийн мөрүүдийн row max, "
            "row sum-ыг fp32-д хадгалж, max өсөхөд O-г exp(m_old − m_new)-ээр rescale хийнэ; хоёр CTA хооронд "
            "max/sum солилцох шаардлагагүй."
        ),
        "failure_mode": (
            "Энэ kernel зөвхөн SM103, hd = 256, causal varlen forward, num_splits = 1 дээр идэвхждэг — өөр GPU "
            "эсвэл head dim дээр ердийн зам руу fallback хийнэ, учир нь 2CTA pair-UMMA зөвхөн Blackwell-ийн "
            "tensor core-д байдаг."
        ),
    }
