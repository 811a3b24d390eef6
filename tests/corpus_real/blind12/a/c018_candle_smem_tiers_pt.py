# Sources: S18 (already-used source; learner rewrite in Portuguese)


def designOutline():
    return {
        "memoryTraffic": "Um único kernel faz QK^T, softmax e PV; as matrizes S e P de tamanho N×N nunca são gravadas na HBM. Lemos Q, K, V por blocos e gravamos apenas O e o logsumexp de cada linha.",
        "tiling": "O tamanho do bloco depende da memória compartilhada da GPU (head_dim = 256): >= 192 KB (H100) -> blocos 64×64; >= 160 KB (A100) -> 32×64; abaixo disso (sm86/sm89) o kernel não roda e cai para atenção eager. O bloco de Q fica na memória compartilhada e os blocos de K/V passam no laço interno.",
        "numericalStability": "Usamos softmax online para ficar estável.",
        "tradeOff": "Nas placas sm86/sm89 com head_dim = 256 os blocos com kBlockN >= 64 não cabem na memória compartilhada, então é preciso voltar para a atenção eager, bem mais lenta e que materializa S.",
    }
