# Sources: S16 (paraphrase in Japanese)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention は Attention を近似せずに高速・省メモリ化するカーネル最適化。HBM と SRAM を意識した仕組みで、長文 LLM に特に効く。",
        "tiling": "Br = 64, Bc = 64, d = 64 のタイル。Q タイルを共有メモリに置き、K/V タイルを順番にロードする。1 スレッドブロック = 1 Q タイル × 1 ヘッド。",
        "numericalStability": "行ごとの最大値と指数和を fp32 で保持し、新しいタイルで最大値が変わったら既存の出力を exp(m_old - m_new) で再スケールする。",
        "tradeOff": "head_dim が 256 だと共有メモリが足りず、タイルを小さくする必要があり速度が落ちる。",
    }
