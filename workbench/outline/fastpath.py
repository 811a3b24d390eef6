"""Read an outline from the syntax tree when no code needs to run.

`analyse(source, filename)` compiles the source in the grader's process (parsing
and compiling never execute it), and then decides:

* syntax errors -> an `ErrorInfo` with line, column and the offending line;
* a module with no way to define the function at run time and no def of an
  accepted name -> `no_function`, listing the functions it does define;
* a function whose body is (docstring +) a single `return <literal>` in a module
  that cannot redefine it -> the literal value, read from the tree;
* anything else -> neither: the file must run in the sandbox.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from workbench.outline.model import Contract, default_contract
from workbench.report.model import ErrorInfo


class _NotLiteral(Exception):
    pass


@dataclass
class Literal:
    function: str
    value: object


@dataclass
class Analysis:
    error: ErrorInfo | None = None
    literal: Literal | None = None
    notes: list[str] = field(default_factory=list)


def _syntax_error(filename: str, source: str, exc: SyntaxError) -> ErrorInfo:
    line, col = exc.lineno or 1, exc.offset or 1
    lines = source.splitlines()
    text = lines[line - 1] if 0 < line <= len(lines) else (exc.text or "").rstrip("\n")
    shown = text.expandtabs(4)
    caret_col = len(text[: max(col - 1, 0)].expandtabs(4))
    snippet = f"    {shown}\n    {' ' * caret_col}^" if shown.strip() else ""
    kind = type(exc).__name__  # SyntaxError, IndentationError, TabError
    message = f"{filename}, line {line}, column {col}: {kind}: {exc.msg}"
    if snippet:
        message += "\n" + snippet
    message += "\nFix this line (Python must be able to parse the whole file) and run the check again."
    return ErrorInfo(kind="syntax_error", message=message, detail=snippet or None)


def _parse(source: str, filename: str) -> ast.Module | ErrorInfo:
    try:
        tree = compile(source, filename, "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        compile(tree, filename, "exec", dont_inherit=True)  # compile-time errors: 'return' outside function, ...
        return tree
    except SyntaxError as exc:
        return _syntax_error(filename, source, exc)
    except (ValueError, RecursionError, MemoryError) as exc:  # null bytes; absurd nesting
        reason = "it contains a null byte" if isinstance(exc, ValueError) else "it is nested too deeply"
        return ErrorInfo(kind="syntax_error", message=f"{filename} cannot be parsed as Python: {reason}. "
                         "Save it as plain UTF-8 Python source.")


# ------------------------------------------------------------------ literals


def _literal(node: ast.AST) -> object:
    """The value of a literal expression (literal_eval rules, plus str + str and f-strings without fields)."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Dict):
        if any(k is None for k in node.keys):  # {**other}
            raise _NotLiteral
        out = {}
        for k, v in zip(node.keys, node.values):
            key = _literal(k)
            try:
                out[key] = _literal(v)
            except TypeError:  # unhashable key: let the real run report it
                raise _NotLiteral from None
        return out
    if isinstance(node, (ast.List, ast.Tuple)):
        items = [_literal(e) for e in node.elts]
        return items if isinstance(node, ast.List) else tuple(items)
    if isinstance(node, ast.JoinedStr) and all(isinstance(v, ast.Constant) for v in node.values):
        return "".join(str(v.value) for v in node.values)  # type: ignore[attr-defined]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        if isinstance(left, str) and isinstance(right, str):
            return left + right
    raise _NotLiteral


def _is_literal(node: ast.AST | None) -> bool:
    if node is None:
        return True
    try:
        _literal(node)
        return True
    except (_NotLiteral, RecursionError):
        return False


# ------------------------------------------------------------- module shape


def _is_main_guard(stmt: ast.stmt) -> bool:
    t = stmt.test if isinstance(stmt, ast.If) else None
    return (
        isinstance(t, ast.Compare) and isinstance(t.left, ast.Name) and t.left.id == "__name__"
        and len(t.comparators) == 1 and isinstance(t.comparators[0], ast.Constant)
        and t.comparators[0].value == "__main__" and isinstance(t.ops[0], ast.Eq)
    )


def _has_call(nodes: list[ast.AST | None]) -> bool:
    return any(isinstance(n, ast.Call) for node in nodes if node is not None for n in ast.walk(node))


def _signature_exprs(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.AST | None]:
    a = fn.args
    args = a.posonlyargs + a.args + a.kwonlyargs + [x for x in (a.vararg, a.kwarg) if x]
    return [*a.defaults, *a.kw_defaults, *(x.annotation for x in args), fn.returns]


def _static(stmt: ast.stmt, names: tuple[str, ...]) -> bool:
    """True when executing `stmt` at module level cannot run learner logic or bind an accepted name
    behind our back (a docstring, an import, a literal constant, a plain def, a __main__ guard)."""
    if isinstance(stmt, ast.Expr):
        return isinstance(stmt.value, ast.Constant)
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return all(a.name != "*" and (a.asname or a.name).split(".")[0] not in names for a in stmt.names)
    if isinstance(stmt, ast.Assign):
        return all(isinstance(t, ast.Name) and t.id not in names for t in stmt.targets) and _is_literal(
            stmt.value)
    if isinstance(stmt, ast.AnnAssign):
        return isinstance(stmt.target, ast.Name) and stmt.target.id not in names and _is_literal(stmt.value)
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return not stmt.decorator_list and not _has_call(_signature_exprs(stmt))
    if isinstance(stmt, ast.Pass):
        return True
    return _is_main_guard(stmt)


def _required_params(fn: ast.FunctionDef) -> bool:
    a = fn.args
    positional = a.posonlyargs + a.args
    return len(positional) > len(a.defaults) or any(d is None for d in a.kw_defaults)


def _literal_body(fn: ast.FunctionDef) -> object:
    body = fn.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]
    if len(body) != 1 or not isinstance(body[0], ast.Return) or body[0].value is None:
        raise _NotLiteral
    return _literal(body[0].value)


def _defined_functions(tree: ast.Module) -> list[str]:
    return [s.name for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]


def _no_function(filename: str, tree: ast.Module, contract: Contract) -> ErrorInfo:
    found = _defined_functions(tree)
    own = contract.function
    folded = {n.replace("_", "").lower() for n in contract.functions}
    near = [n for n in found if n.replace("_", "").lower() in folded]
    listing = ", ".join(f"{n}()" for n in found[:15]) if found else "none"
    message = (f"{filename} defines no {own}() function. Accepted names: "
               f"{', '.join(n + '()' for n in contract.functions)}. Functions found at the top level: {listing}.")
    if near:
        message += f" Did you mean {own}()? Rename {near[0]}() (names are case-sensitive)."
    else:
        what = "a string" if contract.returns == "text" else "a dict"
        message += f" Add `def {own}():` returning {what} (run `workbench init` for a starter)."
    return ErrorInfo(kind="no_function", message=message)


def analyse(source: str, filename: str, contract: Contract | None = None) -> Analysis:
    """The literal the exercise's function returns, read from the syntax tree, or why not (see the
    module docstring). `contract`: the exercise's (default: the default exercise's)."""
    contract = contract or default_contract()
    tree = _parse(source, filename)
    if isinstance(tree, ErrorInfo):
        return Analysis(error=tree)
    names = contract.functions
    static = all(_static(s, names) for s in tree.body)
    bindings = {name: [s for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))
                       and s.name == name] for name in names}
    present = [n for n in names if bindings[n]]
    if not present:
        return Analysis(error=_no_function(filename, tree, contract)) if static else Analysis()
    notes = []
    if len(present) > 1:
        notes.append(f"both {present[0]}() and {present[1]}() are defined; {present[0]}() was graded")
    if not static:
        return Analysis(notes=notes)
    name = present[0]
    defs = bindings[name]
    fn = defs[-1]
    if len(defs) != 1 or not isinstance(fn, ast.FunctionDef) or _required_params(fn):
        return Analysis(notes=notes)
    try:
        value = _literal_body(fn)
    except (_NotLiteral, RecursionError):
        return Analysis(notes=notes)
    return Analysis(literal=Literal(function=name, value=value), notes=notes)
