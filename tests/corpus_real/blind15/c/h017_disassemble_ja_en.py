# Sources: S16 (paraphrase / learner rewrite, Japanese-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "標準 attention は S と P（N=8192 なら fp16 で各 128 MB）を HBM に書いて読み戻すけど、FlashAttention は S/P を HBM に書かない。読むのは Q, K, V、書くのは O と logsumexp。",
        "tiling": "SRAM に入るサイズで tiling：Q block は Br = 64 rows、K/V block は Bc = 64 rows、d = 64 なら fp16 で 1 tile 8 KB。outer loop が Q block、inner loop で K/V block を順番に load。",
        "numericalStability": "online softmax：running max m と running sum l を持って、新しい block の max が大きければ前の O と l に exp(m_old - m_new) をかけて補正する。",
        "tradeOff": "トレードオフ：recomputation。",
    }
