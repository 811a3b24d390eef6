# Sources: S30, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttentionが速いのは、ブロックごとに計算することで計算量（FLOPs）そのものを減らして"
            "いるからだ。S = QK^T の全体をHBMに置かないので、その分の演算もいらなくなる。"
        ),
        "tiling": (
            "Qを Br = 128 行のタイルに分け、1つのスレッドブロックが1タイルを担当してSRAMに常駐させる。"
            "K/V は Bc = 64 行ずつ内側のループでストリームする。d = 128、fp16 なら Q タイル 32 KB、"
            "K/V タイル各 16 KB で合計 64 KB。"
        ),
        "numericalStability": (
            "オンラインsoftmax：各行で最大値 m と分母 l をfp32で持ち、新しいブロックで最大値が増えたら、"
            "それまでの l と出力の累積を exp(m_old − m_new) 倍してから足す。最後に l で一度だけ割る。"
        ),
        "tradeOff": (
            "P を保存しないので、逆伝播では S と P をブロックごとに再計算する。QK^T の行列積が1回分"
            "余計にかかるが、メモリは O(N) で済む。"
        ),
    }
