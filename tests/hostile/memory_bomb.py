# expect: memory exit=3
# about: allocates 8 GiB at once
def designOutline():
    block = bytearray(8 * 1024 ** 3)
    return {"memoryTraffic": str(len(block))}
