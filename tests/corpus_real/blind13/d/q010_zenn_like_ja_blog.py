# Sources: S25 (*) (paraphrase, rendered in Japanese), S03 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "標準実装では N×N の S と P を HBM に書いて読み戻す(N = 8192, fp16 なら 1 ヘッドあたり "
            "S だけで 128 MB)。本設計では QK^T・softmax・PV を 1 カーネルに融合し、S と P は "
            "SRAM/レジスタ上のタイルとしてしか存在せず、HBM には一切書き出さない。HBM への書き込みは "
            "O と行ごとの logsumexp(fp32)だけ。"
        ),
        "tiling": (
            "H100, d = 128, bf16。1 CTA が Q の 128 行ブロックを担当し共有メモリに常駐させる。"
            "内側ループで K/V を 128 行ずつ TMA で読み込み、2 段パイプライン: "
            "32 KB + 2 × (32 + 32) KB = 160 KB で 227 KB に収まる。grid = (N/128, B×H)。"
        ),
        "numericalStability": (
            "オンライン softmax: 各行で最大値 m と和 l を fp32 で保持し、新しいブロックで m が "
            "増えたら既存の O と l に exp(m_old − m_new) を掛けて補正する。最後に O/l。"
            "完全にマスクされた行は m = −inf のままなので、0 を出力するようガードする。"
        ),
        "tradeOff": (
            "代償: 2 段パイプラインで 160 KB を使うため SM あたり 1 CTA しか載らず、"
            "N が短い (≤ 1k) と CTA 数が 132 SM を埋めきれず速度向上が小さい。"
        ),
    }
