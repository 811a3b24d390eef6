# expect: raised exit=3
# about: raises an exception whose __str__ itself raises
class Nasty(Exception):
    def __str__(self):
        raise RuntimeError("no message for you")


def designOutline():
    raise Nasty()
