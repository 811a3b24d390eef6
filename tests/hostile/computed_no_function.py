# expect: no_function exit=3
# about: runs code at module level but never defines the function
def helper():
    return 1


for i in range(3):
    helper()
