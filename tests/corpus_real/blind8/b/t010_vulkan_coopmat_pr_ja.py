# Sources: S16 (learner notes in Japanese, paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Q*K^T を coopmat で計算し、スコアは共有メモリ（shared memory）経由で処理する。"
            "S と P は VRAM に書き戻さない。VRAM から読むのは Q、K、V、書くのは O だけ。"
        ),
        "tiling": (
            "coopmat1 の 16x16x16 形状を使い、subgroup size 32 が必要。Q は行方向に分割して "
            "(split by rows) 共有メモリに staging し、K/V は 16 行ずつ流す。"
        ),
        "numericalStability": (
            "各行の max と sum を fp32 で保持し、新しいブロックで max が増えたら O と sum を "
            "exp(m_old - m_new) で rescale する。"
        ),
        "tradeOff": (
            "P*V の掛け算はまだ coopmat になっていない（色々な理由で難しい）ので scalar で計算している。"
            "そのため RTX 4070 の prompt processing でも FA なしより数 % 速いだけ。"
        ),
    }
