# expect: ok exit=1
# about: returns str/dict subclasses whose __str__, items(), __iter__ raise; the plain data is still read
class S(str):
    def __str__(self):
        raise RuntimeError("str")

    def __iter__(self):
        raise RuntimeError("iter")


class D(dict):
    def items(self):
        raise RuntimeError("items")

    def __iter__(self):
        raise RuntimeError("iter")


def designOutline():
    return D(memoryTraffic=S("optimize memory access"), tiling=S("use tiling for performance"),
             numericalStability="make it stable")
