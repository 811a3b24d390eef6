# expect: output_limit exit=3
# about: returns 50 MB of text
def designOutline():
    return {"memoryTraffic": "x" * 50_000_000, "tiling": "t", "numericalStability": "n"}
