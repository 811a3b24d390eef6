# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "ໃຊ້ online softmax: ແຕ່ລະ row ເກັບ running max m ແລະ sum l ໃນ fp32, ເມື່ອ max ເພີ່ມຂຶ້ນ "
            "ກໍ rescale accumulator ດ້ວຍ exp(m_old − m_new)."
        ),
        "tiling": (
            "Q block 64 rows ຢູ່ໃນ shared memory ຕໍ່ thread block ໜຶ່ງ; K/V block 64 rows ຖືກ stream ໃນ "
            "inner loop; grid = (N/64, batch × heads)."
        ),
        "numericalStability": (
            "ລົບ max ອອກກ່ອນ exp ສະເໝີ; ເມື່ອ block ໃໝ່ມີ max ໃຫຍ່ກວ່າ, ຄູນ O ແລະ l ເກົ່າດ້ວຍ "
            "exp(m_old − m_new); ສຸດທ້າຍຫານດ້ວຍ l ຄັ້ງດຽວ ແລະ ເກັບ logsumexp ໄວ້ໃຫ້ backward."
        ),
        "tradeOff": (
            "Backward ບໍ່ມີ P ເກັບໄວ້ ຈຶ່ງຕ້ອງ recompute S ແລະ P ທຸກ block ຈາກ Q, K ແລະ logsumexp — "
            "QK^T ເພີ່ມອີກໜຶ່ງຄັ້ງຕໍ່ block, FLOPs ຫຼາຍຂຶ້ນ."
        ),
    }
