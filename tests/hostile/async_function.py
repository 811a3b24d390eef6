# expect: wrong_type exit=3
# about: designOutline is a coroutine function
async def designOutline():
    return {"memoryTraffic": "m", "tiling": "t", "numericalStability": "n"}
