# Sources: S12 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Jeden fused shader (attn_flash_reg): S i P nigdy nie idą do VRAM/HBM, siedzą w shared memory i "
            "rejestrach. Czytamy Q, K, V, piszemy tylko O."
        ),
        "tiling": (
            "BR (query rows per workgroup) wybieramy z maxComputeSharedMemorySize: BR = 128 gdy device ma "
            "≥ 58,880 B, inaczej BR = 64 (29,440 B shared), więc mieści się w 48 KB na NVIDIA i 32 KB na "
            "MoltenVK. BC i per-warp 32×32 coopmat tiles są stałe, zmienia się tylko WARPS_M i rozmiar workgroup."
        ),
        "numericalStability": (
            "Online softmax per row, running max i sum w fp32; kiedy max rośnie, O accumulator w rejestrach jest "
            "przeskalowany przez exp(m_old − m_new); dzielimy przez sum na końcu."
        ),
        "failureMode": (
            "Jeśli nie sprawdzimy limitu i odpalimy BR = 128 (58,880 B shared) na NVIDIA z limitem 48 KB, "
            "pipeline się tworzy, ale przy dispatchu jest 'device lost' — cała kolejka GPU pada. Z BR = 64 tile "
            "jest mniejszy, więc więcej workgroups i K/V czytane z pamięci częściej."
        ),
    }
