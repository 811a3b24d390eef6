# Sources: S28, S02 (paraphrase / learner rewrite)
# FlashAttention-2 勉強ノート（自分の言葉で）


def designOutline():
    return {
        "memoryTraffic": (
            "S・P はタイル単位で SRAM(レジスタ) 上にしか存在せず HBM には書かない。HBM へのアクセスは "
            "Q の読み込み 1 回、K/V はクエリブロックごとに 1 回、書き込みは O と行ごとの logsumexp だけ。"
        ),
        "tiling": (
            "外側ループをクエリブロック (Br=128) にして、(N/128, batch×heads) のグリッドでシーケンス方向にも並列化。"
            "ブロック内は 4 warp がそれぞれ 32 行ずつ Q を担当する split-Q 方式で、K/V (Bc=64) は全 warp で共有する。"
        ),
        "numericalStability": (
            "各行の最大値 m と和 l を fp32 で持ち、最大値が更新されたら未正規化の出力を exp(m_old - m_new) 倍して"
            "から新しいブロックを足す。l で割るのは最後の 1 回だけ。"
        ),
        "tradeOff": (
            "split-Q だと各 warp が K/V 全体を共有メモリから読むので、head dim が 256 になると共有メモリと"
            "レジスタが足りなくなり、タイルを小さくせざるを得ず性能が落ちる。"
        ),
    }
