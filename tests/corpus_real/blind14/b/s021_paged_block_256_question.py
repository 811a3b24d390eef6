# Sources: S23 (paraphrase / user question rewritten)
def designOutline():
    return {
        "memoryTraffic": (
            "Paged KV: K/V pages are read from HBM through the block table, every page once per "
            "query block; S stays in registers and is never written."
        ),
        "tiling": (
            "page_block_size = 256, a multiple of kBlockN, so one K/V tile never crosses a page "
            "boundary and the block table is looked up once per tile; a Q tile of 64 rows per CTA "
            "at head_dim 128."
        ),
        "numericalStability": (
            "Each page is attended separately: subtract that page's own max, divide by that page's "
            "sum, and add the page outputs together at the end."
        ),
        "tradeOff": (
            "vLLM uses block size 16; with 256 the last partly filled page wastes up to 255 tokens "
            "of cache per sequence, and writing new K/V into the cache got slower at 512-token "
            "contexts."
        ),
    }
