# Sources: S24 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "decode fused, S e P on-chip",
            "decision": "per il decode (seqlen_q = 1) S e P non toccano mai la HBM; ogni split scrive in HBM solo "
                        "il suo O parziale in fp32 e il suo LSE, poi un piccolo combine kernel li rilegge e "
                        "scrive O finale",
        },
        "tiling": {
            "mechanism": "split-KV lungo la sequenza",
            "decision": "la sequenza K/V (lunga, es. 32k) viene divisa in num_splits chunk, uno per CTA, così anche "
                        "con batch 1 riempiamo tutti gli SM; dentro ogni CTA K/V si streammano in blocchi "
                        "kBlockN = 64 con kHeadDim = 64 in shared memory",
        },
        "numericalStability": {
            "mechanism": "online softmax per split + merge con LSE",
            "decision": "ogni split tiene m e l in fp32 sul suo chunk; nel combine LSE_glob = LSE_max + "
                        "log Σ exp(LSE_i − LSE_max) e ogni O_i viene pesato con exp(LSE_i − LSE_glob), così il "
                        "risultato è esatto",
        },
        "tradeOff": {
            "cost": "un kernel in più (il combine) e O parziali fp32 scritti e riletti da HBM",
            "why": "con batch grande ci sono già abbastanza blocchi per riempire gli SM, quindi lo split non serve "
                   "e quel passaggio extra rallenta",
        },
    }
