# expect: timeout exit=3
# about: an endless loop at module level
while True:
    pass


def designOutline():
    return {}
