# expect: memory exit=3
# about: grows a list 16 MiB at a time until something gives
def designOutline():
    hoard = []
    while True:
        hoard.append(bytearray(16 * 1024 * 1024))
