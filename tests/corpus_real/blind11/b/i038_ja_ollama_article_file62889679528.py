# Sources: S43 (excerpt / 学習者による書き直し)

def designOutline():
    return {
        "memoryTraffic": "OLLAMA_FLASH_ATTN=1 で Flash Attention を有効にすると、長いコンテキストでの VRAM 使用量が削減され、推論速度も向上する。",
        "tiling": "タイル化によって計算する。",
        "numericalStability": "オンラインソフトマックス：各行で現在の最大値と指数和を持ち、新しいタイルで最大値が大きくなったら、それまでの和と出力に exp(旧最大値 − 新最大値) を掛けて補正する。",
        "tradeOff": "OLLAMA_KV_CACHE_TYPE=q8_0 と組み合わせると KV キャッシュが 8 ビット量子化になり VRAM は約半分になるが、量子化誤差により品質が劣化するので、本番ではタスクごとに品質を検証する必要がある。",
    }
