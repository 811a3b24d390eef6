# Sources: S02 (paraphrase / learner rewrite, Filipino-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "Isang fused kernel lang para sa QK^T, softmax at PV, kaya hindi na isinusulat sa HBM ang S at "
            "P na N×N — nasa SRAM lang sila per tile tapos tinatapon na. Binabasa lang ang Q, K, V sa HBM, "
            "at O saka logsumexp per row lang ang sinusulat pabalik."
        ),
        "tiling": (
            "Hinahati ang Q sa blocks na Br = 64 rows, isang thread block bawat Q block at head; naka-stay "
            "ang Q block sa shared memory. Sa inner loop, ini-stream ang K at V sa Bc = 64 rows, may 2 "
            "stages ng pipelining para sabay ang load at compute."
        ),
        "numericalStability": (
            "Online softmax: may running max m at running sum l bawat row sa fp32. Pag mas malaki ang max "
            "ng bagong block, ni-rerescale ang accumulator at l gamit ang exp(m_old − m_new). Sa dulo, O / l."
        ),
        "tradeOff": (
            "Ang cost: kapag causal mask, mas maraming K/V blocks ang ginagawa ng huling query blocks kaysa "
            "sa una, kaya hindi pantay ang trabaho — may mga SM na tapos na agad at naghihintay lang (load "
            "imbalance)."
        ),
    }
