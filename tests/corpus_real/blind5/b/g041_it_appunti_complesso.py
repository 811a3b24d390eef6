# Sources: S20 (learner notes, Italian)


def designOutline():
    return {
        'memoryTraffic': (
            'Kernel fuso: S e P non vengono mai scritti in HBM, esistono solo a blocchi in SRAM; '
            'da HBM si leggono Q, K, V e si scrivono O e il logsumexp (fp32) di ogni riga.'
        ),
        'tiling': (
            'Blocchi di Q da 64 righe residenti in shared memory, uno per CTA; blocchi di K/V da '
            '64 righe nel ciclo interno; d = 64, circa 24 KB di shared memory.'
        ),
        'numericalStability': (
            'Softmax online: per ogni riga massimo corrente m e somma l in fp32; quando m cresce '
            "si riscalano l e l'accumulatore di un fattore exp(m_vecchio − m_nuovo)."
        ),
        'tradeOff': 'Svantaggio: è più complesso da implementare e da mantenere.',
    }
