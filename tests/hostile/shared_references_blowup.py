# expect: output_limit exit=3
# about: returns 2**40 nodes through shared references (a few KB of memory, endless to walk)
def designOutline():
    x = ["s"]
    for _ in range(40):
        x = [x, x]
    return {"tiling": x}
