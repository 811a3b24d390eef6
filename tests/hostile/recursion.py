# expect: raised exit=3
# about: unbounded recursion
def designOutline():
    return designOutline()
