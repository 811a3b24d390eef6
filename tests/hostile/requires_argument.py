# expect: raised exit=3
# about: designOutline() needs an argument the grader does not pass
def designOutline(config):
    return {"memoryTraffic": config}
