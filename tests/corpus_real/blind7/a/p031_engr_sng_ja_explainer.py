# Sources: S31 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "従来の自己注意は Q·K^T のスコア行列とソフトマックス後の行列（どちらも N×N）をHBMに書いて読み戻す。"
                         "設計では1つのカーネルに融合し、スコアのタイルはSRAM上で作ってすぐ捨てる。HBMに書くのは出力Oと各行のlogsumexpだけ。",
        "tiling": "Qを64行ずつのブロックに分け、1スレッドブロックが1つのQブロックを担当してSRAMに置いたままにする。"
                  "K・Vは64行ずつ順番にSRAMへ読み込むループ（外側がQ、内側がK/V）。",
        "numericalStability": "各行について最大値mと指数和lをfp32で持つ。新しいK/Vブロックで最大値が更新されたら、"
                              "それまでの出力とlに exp(m_old − m_new) を掛けてから新しい分を足す。最後に O / l。",
        "tradeOff": "逆伝播ではPを保存していないので、Q・Kと保存したlogsumexpからスコアを再計算する必要がある。"
                    "その分FLOPsは増えるが、メモリはO(N)で済む。",
    }
