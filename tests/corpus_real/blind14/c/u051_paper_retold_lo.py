# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "kernel ດຽວທີ່ລວມກັນ ຄິດໄລ່ QKᵀ, softmax ແລະ PV; matrix S ແລະ P ຂະໜາດ N×N ບໍ່ເຄີຍຖືກຂຽນລົງ HBM, "
            "ມັນຢູ່ໃນ SRAM ເທື່ອລະ block. ອ່ານ Q, K, V ຈາກ HBM ແລະ ຂຽນພຽງແຕ່ O ກັບ logsumexp ຂອງແຕ່ລະແຖວ."
        ),
        "tiling": (
            "ເພື່ອໃຫ້ອ່ານ K/V ໜ້ອຍທີ່ສຸດ, ແຕ່ລະ thread block ຖື Q block ຂະໜາດ Br = 512 ແຖວ ໄວ້ໃນ shared memory, "
            "ແລະ ໂຫຼດ K, V ເປັນ block Bc = 256 ແຖວ, head dim d = 128 ໃນ fp16."
        ),
        "numericalStability": (
            "Online softmax: ແຕ່ລະແຖວເກັບຄ່າສູງສຸດ m ແລະ ຜົນລວມ l ໃນ fp32; ເມື່ອ block ໃໝ່ເຮັດໃຫ້ m ໃຫຍ່ຂຶ້ນ, "
            "ຄູນ O ແລະ l ເກົ່າດ້ວຍ exp(m_ເກົ່າ − m_ໃໝ່)."
        ),
        "tradeOff": (
            "ເນື່ອງຈາກບໍ່ເກັບ P, backward ຕ້ອງຄິດໄລ່ S ແລະ P ຄືນໃໝ່ທຸກ block ຈາກ Q, K ແລະ logsumexp — QKᵀ "
            "ເພີ່ມອີກໜຶ່ງຄັ້ງຕໍ່ block, ໝາຍຄວາມວ່າ FLOPs ຫຼາຍຂຶ້ນ."
        ),
    }
