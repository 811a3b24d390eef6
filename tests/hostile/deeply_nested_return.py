# expect: wrong_type exit=3
# about: returns a list nested 100000 levels deep
def designOutline():
    value = "x"
    for _ in range(100_000):
        value = [value]
    return {"memoryTraffic": "m", "tiling": value, "numericalStability": "n"}
