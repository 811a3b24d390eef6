# expect: not_utf8 exit=3
# about: saved as Latin-1
def designOutline():
    return {"memoryTraffic": "café"}
