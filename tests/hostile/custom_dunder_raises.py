# expect: wrong_type exit=3
# about: returns an object whose __str__, __repr__, __eq__, __hash__ and __getattr__ all raise
class Evil:
    def __str__(self):
        raise RuntimeError("str")

    __repr__ = __str__

    def __eq__(self, other):
        raise RuntimeError("eq")

    def __hash__(self):
        raise RuntimeError("hash")

    def __getattr__(self, name):
        raise RuntimeError("getattr")


def designOutline():
    return {"memoryTraffic": Evil(), "tiling": "t", "numericalStability": "n"}
