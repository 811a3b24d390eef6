# Sources: S03, S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "KQ（スコア）はレジスタと共有メモリにだけ置き、VRAM には書き戻さない。VRAM から読むのは Q と K/V のタイル、書くのは dst と split 時の (max, sum) メタだけ。",
        "tiling": "1 ブロック 256 スレッド。KV は D=64/128 なら 1 回に 128 行ずつ（fast fp16 の GPU）、D=256 で Q 列が 16 を超えると 64 行ずつ処理する。",
        "numericalStability": "KQ の最大値を -inf ではなく -65504/2 で初期化して NaN を防ぐ。最大値を引いた後 -20 未満は 0 に flush。最大値が増えたら rowsum と VKQ を exp(max_old - max_new) で rescale。",
        "tradeOff": "D ごとに switch でタイル幅が決まっているので、新しい head size は GGML_ABORT になり、GPU 世代ごとに再チューニングが必要。",
    }
