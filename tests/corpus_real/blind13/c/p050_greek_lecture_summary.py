# Sources: S01 (paraphrase / learner rewrite, Greek)


def designOutline():
    return {
        "memoryTraffic": (
            "Ένας ενιαίος fused kernel υπολογίζει QK^T, softmax και PV· οι πίνακες S και P (N×N) δεν "
            "γράφονται ποτέ στη HBM, υπάρχουν μόνο ανά πλακίδιο στη SRAM. Από τη HBM διαβάζουμε Q, K, V "
            "και γράφουμε μόνο το O και ένα logsumexp ανά γραμμή."
        ),
        "tiling": (
            "Το Q χωρίζεται σε μπλοκ Br = 128 γραμμών, ένα thread block ανά μπλοκ Q και κεφαλή· το μπλοκ Q "
            "μένει στη shared memory. Ο εσωτερικός βρόχος φέρνει τα K και V σε μπλοκ Bc = 64 γραμμών, με 8 "
            "warps."
        ),
        "numericalStability": (
            "Online softmax: για κάθε γραμμή κρατάμε τρέχον μέγιστο m και τρέχον άθροισμα l σε fp32· όταν "
            "έρθει μπλοκ με μεγαλύτερο μέγιστο, ο συσσωρευτής και το l πολλαπλασιάζονται με "
            "exp(m_παλιό − m_νέο). Στο τέλος O = acc / l."
        ),
        "tradeOff": (
            "Μειονέκτημα: επειδή δεν αποθηκεύουμε το P, το backward ξαναϋπολογίζει S και P ανά μπλοκ από "
            "Q, K και logsumexp — ένα επιπλέον QK^T ανά μπλοκ."
        ),
    }
