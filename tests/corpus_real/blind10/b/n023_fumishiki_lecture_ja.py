# Sources: S23 (paraphrase / 日本語)

def designOutline():
    return {
        "memoryTraffic": "FlashAttention は IO-aware:Q・K・V をブロック単位で SRAM に読み込み、N×N の注意行列 S と P を HBM に一度も書き出さない。HBM への書き込みは出力 O と各行の logsumexp だけで、HBM アクセスは Θ(N²d²/M) に減る。",
        "tiling": "外側ループで Q を Br 行のブロックに分け(1 ブロック 1 スレッドブロック)、内側ループで K・V を Bc 行ずつ共有メモリに流し込む。d = 64 なら Br = Bc = 64 で Q・K・V タイル合計 24 KB。",
        "numericalStability": "オンラインソフトマックス:各行の最大値 m と和 ℓ を fp32 で保持し、新しいブロックで最大値が更新されたら過去の出力と ℓ を exp(m_old − m_new) 倍して補正する。最後に ℓ で割る。",
        "tradeOff": "逆伝播では P を保存していないので、S と P をブロックごとに再計算する。FLOPs は増えるが、メモリは O(N²) から O(N) になる。",
    }
