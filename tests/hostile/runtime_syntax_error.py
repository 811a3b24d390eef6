# expect: raised exit=3
# about: raises SyntaxError at run time with a made-up line number: a raise, not a syntax error of the file
def designOutline():
    raise SyntaxError("made up", ("x", 99, 1, "x"))
