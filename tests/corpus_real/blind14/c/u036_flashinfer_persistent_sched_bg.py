# Sources: S14 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Kernelът оптимизира data movement между memory levels и избягва unnecessary traffic, затова е "
            "по-бърз."
        ),
        "tiling": (
            "Persistent kernel: броят CTAs = броя SMs; всеки CTA взима задачи (Q tile от 128 rows, head) от "
            "опашка, K/V се stream-ват на 64 rows. Q tile стои в SMEM докато задачата не се довърши."
        ),
        "numericalStability": (
            "Online softmax: m и l във fp32 за всеки ред; при нов K/V блок O и l се умножават по "
            "exp(m_old − m_new); накрая O / l."
        ),
        "tradeOffs": (
            "Без cost-model scheduler, при заявки с много различни дължини последният wave е непълен (wave "
            "quantization) — някои SMs са idle, защото дългата заявка е в един CTA. Flashinfer PR-ът разделя "
            "дългите и пакетира късите, но плащаме extra merge step за частичните резултати."
        ),
    }
