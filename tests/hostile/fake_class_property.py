# expect: wrong_type exit=3
# about: an object that claims to be a str through a __class__ property
class Fake:
    @property
    def __class__(self):
        return str
def designOutline():
    return {"tiling": Fake()}
