def _fmt(template, **kw):
    return template % kw


def designOutline():
    bm, bn, d = 128, 64, 128
    return {
        "memoryTraffic": _fmt("Per (query tile, head): load Q once (%(q)d KB), stream K and V (%(kv)d KB per KV tile), store O and LSE; S/P never leave the SM.", q=bm * d * 2 // 1024, kv=2 * bn * d * 2 // 1024),
        "tiling": _fmt("Q tile %(bm)d x %(d)d stays in shared memory; K/V tiles %(bn)d x %(d)d streamed; grid = (N/%(bm)d, B*H).", bm=bm, bn=bn, d=d),
        "numericalStability": "Keep rowwise max and sum in fp32; multiply the running output and sum by exp(old_max - new_max) before adding each new tile.",
        "tradeOffs": _fmt("A %(bm)d x %(d)d fp32 accumulator is %(kb)d KB of registers per CTA (a quarter of an SM's 256 KB register file), so few CTAs fit per SM and latency hiding relies on the pipeline.", bm=bm, d=d, kb=bm * d * 4 // 1024),
    }
