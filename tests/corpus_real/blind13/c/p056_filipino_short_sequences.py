# Sources: S02 (paraphrase / learner rewrite, Filipino)


def designOutline():
    return {
        "memoryTraffic": (
            "Iisang pinagsamang kernel ang gumagawa ng QK^T, softmax at PV, kaya ang mga matrix na S at P "
            "(N×N) ay hindi kailanman isinusulat sa HBM; nasa SRAM lamang sila, tile kada tile. Mula sa HBM "
            "ay binabasa ang Q, K, V at isinusulat lamang ang O at ang logsumexp ng bawat hilera."
        ),
        "tiling": (
            "Hinahati ang Q sa mga bloke ng Br = 128 hilera; bawat thread block ay may hawak na isang bloke "
            "ng Q sa shared memory hanggang matapos ang kernel. Sa panloob na loop, dinadala ang K at V sa "
            "mga bloke ng Bc = 64 hilera."
        ),
        "numericalStability": (
            "Online softmax: bawat hilera ay may tumatakbong maximum m at kabuuan l sa fp32; kapag mas "
            "malaki ang maximum ng bagong bloke, pinaparami ang accumulator at l sa exp(m_luma − m_bago). "
            "Sa huli, O = acc / l."
        ),
        "tradeOff": (
            "Kahinaan: para sa maiikling sequence (N ≤ 512) halos walang pakinabang, dahil kakaunti ang mga "
            "bloke ng Q para mapuno ang lahat ng SM at nangingibabaw ang overhead ng pag-launch ng kernel."
        ),
    }
