# Sources: S62 (paraphrase / learner rewrite, ja)
def designOutline():
    return {
        "memoryTraffic": "標準アテンションは S と P (N×N) を HBM に書き出して読み戻すが、Flash Attention は SRAM 上のタイルで計算し、S と P を HBM に一度も書かない。HBM アクセスは O(N²d²/M) になる。",
        "tiling": "Q を Br 行、K/V を Bc 行のブロックに分割する。Bc = ⌈M/4d⌉、Br = min(⌈M/4d⌉, d)。外側ループで K/V ブロックを SRAM にロードし、内側ループで Q ブロックを回す。",
        "numericalStability": "オンライン softmax：各行の最大値 m と指数和 ℓ を保持し、新しいブロックで m が更新されたら、それまでの出力と ℓ を exp(m_old − m_new) でスケールし直す。",
        "tradeOff": "メモリと速度のトレードオフがある。",
    }
