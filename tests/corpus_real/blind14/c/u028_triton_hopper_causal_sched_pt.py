# Sources: S10, S02 (paraphrase / learner rewrite)


def designOutline():
    bm, bn, d, stages = 128, 128, 128, 2
    smem_kb = (bm * d * 2 + stages * 2 * bn * d * 2) // 1024
    return {
        "memoryTraffic": (
            "Kernel fused único; S e P never leave the chip (ficam em registers/SMEM). HBM: read Q, K, V, "
            "write O + LSE por linha. Nada de N×N na HBM."
        ),
        "tiling": (
            f"BLOCK_M = {bm} (Q tile em SMEM), BLOCK_N = {bn} K/V streamed, d = {d}, {stages} stages → "
            f"{smem_kb} KB de SMEM, cabe no H100. Causal: K/V blocks acima da diagonal são skipped. Kernel "
            "persistente: cada CTA pega row tiles em ordem reversa (os mais pesados primeiro), como no PR do "
            "TLX para Hopper."
        ),
        "numericalStability": (
            "Online softmax com m e l em fp32, rescale de acc por exp2(m_old − m_new) com log2(e) já dentro do "
            "qk_scale; divide por l no final."
        ),
        "tradeOff": (
            "Sem rebalanceamento, no causal os tiles de Q perto do fim da sequência fazem ~N/BLOCK_N iterações "
            "e os do começo quase nenhuma, então no último wave alguns SMs ficam idle esperando os stragglers; "
            "por isso o schedule heavy-first."
        ),
    }
