# expect: raised exit=3
# about: imports a module that does not exist (torch is never available inside the sandbox's -S interpreter)
import definitely_not_a_module_xyz  # noqa: F401


def designOutline():
    return dict(memoryTraffic="computed, so the file must run")
