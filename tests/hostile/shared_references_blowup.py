# expect: wrong_type exit=3
# about: returns 2**40 nodes through shared references (a few KB of memory, endless to walk);
# the runner encodes only the outline's shape, so the nested list is named by its type, never walked
def designOutline():
    x = ["s"]
    for _ in range(40):
        x = [x, x]
    return {"tiling": x}
