# expect: wrong_type exit=3
# about: designOutline is a generator function
def designOutline():
    yield {"memoryTraffic": "m"}
