# expect: no_function exit=3
# about: designOutline is data, not a function (bound at run time)
designOutline = {"memoryTraffic": "m", "tiling": "t", "numericalStability": "n"}
