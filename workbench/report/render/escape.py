"""Escapers for learner-derived text, one per sink.

Everything a learner controls (entry keys and values quoted in feedback, file and folder names,
student ids, exception messages, notes) is escaped *at the sink* by the function named for it,
and nowhere else:

| sink | function | what it guarantees |
|---|---|---|
| terminal, plain text (Gradescope `text`, PrairieLearn, JUnit) | `terminal` | no C0/C1 control, DEL, lone surrogate, bidi override or other invisible format character: each is shown as a visible escape (`\\x1b`, `\\u202e`); a newline only where the caller keeps them |
| Markdown prose, table cells | `md_text`, `md_cell` | markup characters backslash-escaped: no heading, list, link, image, emphasis, HTML, comment, entity or table break can start from learner text; one line unless the caller keeps newlines |
| Markdown code | `md_code`, `md_fence` | a code span / fenced block whose backtick fence is longer than any backtick run inside |
| HTML | `html` | markupsafe's escaping |
| CSV | `csv_cell` | OWASP formula-injection neutralisation: a `'` before a cell starting with `= + - @`, tab or CR (quoting itself is the csv module's) |
| XML 1.0 | `xml_text` | no character XML 1.0 cannot carry (lone surrogates included); markup escaping is ElementTree's |

Machine formats (JSON, XML) are serialised once by their library with non-ASCII escaped and are
never rewritten afterwards. Human formats are escaped here, then turned into bytes by `encode`,
whose error handler (`workbench-typography`) replaces what the target encoding lacks: known
typography by ASCII stand-ins (“ ” → ", — → -, ✅ → [ok]), anything else by a `\\uXXXX` escape.
No step can raise UnicodeEncodeError.
"""

from __future__ import annotations

import codecs
import re
from functools import lru_cache

# -- characters that must never reach a sink raw -----------------------------------------------
# Unicode categories Cc (controls), Cf (format: bidi overrides and isolates, zero-width characters,
# BOM, tag characters, ...), Cs (lone surrogates), Zl/Zp (line/paragraph separators), and the
# noncharacters. tests/test_adversarial_sinks.py checks this class against unicodedata over every
# code point, so it cannot drift from the running Python's Unicode database unnoticed.
_FORMAT = (
    "\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f"
)
_NONCHAR = "\ufdd0-\ufdef" + "".join(f"{chr(p * 0x10000 + 0xFFFE)}-{chr(p * 0x10000 + 0xFFFF)}"
                                     for p in range(17))
_HIDDEN = f"\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff{_FORMAT}{_NONCHAR}"
_UNSAFE = re.compile(f"[{_HIDDEN}]")
_UNSAFE_OR_NL = re.compile(f"[{_HIDDEN}\n]")
_SHORT = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _show(match: re.Match[str]) -> str:
    ch = match.group()
    if ch in _SHORT:
        return _SHORT[ch]
    cp = ord(ch)
    return f"\\x{cp:02x}" if cp < 0x100 else (f"\\u{cp:04x}" if cp < 0x10000 else f"\\U{cp:08x}")


def terminal(text: str, *, newlines: bool = False) -> str:
    """`text` with every control, invisible format character and lone surrogate shown as a visible
    escape (ESC → `\\x1b`, U+202E → `\\u202e`, tab → `\\t`). Newlines become `\\n` too unless
    `newlines` is true: keep them only where the caller indents or fences the lines, so learner text
    can never start a line of its own (a fake "PASSED" verdict)."""
    return (_UNSAFE if newlines else _UNSAFE_OR_NL).sub(_show, str(text))


def line(text: str) -> str:
    """One line of plain text: `terminal(text)` with newlines shown as `\\n`."""
    return terminal(text)


# -- Markdown (CommonMark / GitHub-flavoured) --------------------------------------------------
# CommonMark lets any ASCII punctuation character be backslash-escaped, and an escaped character
# is always literal. Escaped everywhere: the characters that can open inline markup (emphasis,
# code, links, images, autolinks, raw HTML and comments, entities, strike-through, table pipes,
# math) or an ATX heading / block quote / fence. Escaped at the start of a line: the characters
# that open a block only there (list items `-` `+` `1.` `1)`, setext underlines `=`). Commas,
# full stops and parentheses mid-line are left alone so the text stays readable.
_MD_ALWAYS = re.compile(r"([\\`*\[\]<>!&~|#$@])")
_MD_UNDERSCORES = re.compile("_+")


def _md_underscores(match: re.Match[str]) -> str:
    # A run of `_` between two letters or digits cannot open or close emphasis (CommonMark's
    # intraword rule), so `syntax_error` stays readable; any other run is escaped.
    text, start, end = match.string, match.start(), match.end()
    if 0 < start and end < len(text) and text[start - 1].isalnum() and text[end].isalnum():
        return match.group()
    return "\\_" * (end - start)

_MD_LINE_START = re.compile(r"^([ \t]*)([-+=]|\d+[.)])", re.MULTILINE)


def _md_line_start(match: re.Match[str]) -> str:
    indent, mark = match.group(1), match.group(2)
    return indent + (mark[:-1] + "\\" + mark[-1])


def md_text(text: str, *, newlines: bool = False) -> str:
    """Learner text as literal Markdown prose. Without `newlines`, a newline becomes a space (the
    text stays inside the paragraph, list item or table cell the renderer put it in); with them,
    each line is escaped as a line of its own."""
    shown = terminal(text, newlines=True)
    if not newlines:
        shown = shown.replace("\n", " ")
    # Leading white space would make an indented code block (four spaces) where the text starts a
    # line; Markdown shows runs of spaces as one anyway.
    shown = re.sub(r"(?m)^[ \t]+", "", shown)
    escaped = _MD_ALWAYS.sub(r"\\\1", shown).replace("\\](", "\\]\\(")  # no "](" left at all
    escaped = _MD_UNDERSCORES.sub(_md_underscores, escaped)
    return _MD_LINE_START.sub(_md_line_start, escaped)


def md_cell(text: str) -> str:
    """One GitHub table cell: literal, one line (a newline shown as `\\n`, never a new row), `|`
    escaped (md_text escapes it)."""
    return md_text(terminal(text))


def md_code(text: str, *, table: bool = False) -> str:
    """An inline code span showing `text` verbatim (one line). The fence is one backtick longer
    than the longest run inside, so nothing in `text` can close it; when `text` starts or ends with
    a backtick or a space, one space of padding on each side, which CommonMark strips again. In a table cell (`table=True`) `|` is escaped, as GitHub
    requires even inside code spans."""
    shown = terminal(text)
    if table:
        shown = shown.replace("|", "\\|")
    longest = max((len(run) for run in re.findall("`+", shown)), default=0)
    fence = "`" * (longest + 1)
    if not shown:
        return "` `"  # CommonMark has no empty code span; one space stands for nothing
    # CommonMark strips one space from each side when both are there, unless it is all spaces.
    pad = " " if shown.strip(" ") and (shown[0] in "` " or shown[-1] in "` ") else ""
    return f"{fence}{pad}{shown}{pad}{fence}"


def md_fence(text: str, info: str = "text") -> list[str]:
    """A fenced code block showing `text` verbatim over several lines (a traceback, a syntax error
    with its caret), as a list of lines ending with an empty one. The fence is longer than any
    backtick run inside, so no line of `text` can close it."""
    shown = terminal(text.rstrip(), newlines=True)
    longest = max((len(run) for run in re.findall("`+", shown)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence + info, shown, fence, ""]


# -- HTML, CSV, XML --------------------------------------------------------------------------------

def html(text: str):
    """HTML-escaped learner text (a markupsafe.Markup), controls shown as visible escapes."""
    from markupsafe import escape

    return escape(terminal(text, newlines=True))


FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(text: str) -> str:
    """A CSV cell a spreadsheet will not run as a formula (OWASP "CSV injection"): a leading `'`
    when the cell starts with = + - @ tab or CR. Controls are shown as escapes (newlines stay:
    the csv module quotes the cell)."""
    shown = terminal(text, newlines=True)
    return "'" + shown if shown.startswith(FORMULA_PREFIXES) else shown


# What XML 1.0 can carry: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
# Compiled on first use (~8 ms: a negated class over all of Unicode), not by every `check`.
@lru_cache(maxsize=None)
def _not_xml() -> re.Pattern[str]:
    return re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str) -> str:
    """Text XML 1.0 can carry: controls and lone surrogates shown as visible escapes (then any
    character XML still cannot carry replaced by U+FFFD). `<`, `&` and quotes are escaped by the
    XML writer itself."""
    return _not_xml().sub("\ufffd", terminal(text, newlines=True))


# -- bytes for a stream or a file ------------------------------------------------------------------
TYPOGRAPHY = {"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'", "\u2014": "-", "\u2013": "-",
              "\u2026": "...", "\u2705": "[ok]", "\u274c": "[x]", "\u26a0": "[!]", "\ufe0f": "",
              "\U0001f4cf": "", "\u2192": "->", "\u2264": "<=", "\u2265": ">=", "\u2248": "~",
              "\u00b7": "-", "\u00a7": "S", "\u00d7": "x"}
ERRORS = "workbench-typography"


def _fallback(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    out = []
    for ch in exc.object[exc.start:exc.end]:
        stand_in = TYPOGRAPHY.get(ch)
        if stand_in is not None and _encodable(stand_in, exc.encoding):
            out.append(stand_in)
        else:
            cp = ord(ch)
            out.append(f"\\x{cp:02x}" if cp < 0x100 else (f"\\u{cp:04x}" if cp < 0x10000 else f"\\U{cp:08x}"))
    return "".join(out), exc.end


def _encodable(text: str, encoding: str) -> bool:
    try:
        text.encode(encoding)
        return True
    except UnicodeEncodeError:
        return False


codecs.register_error(ERRORS, _fallback)


def encode(text: str, encoding: str | None = "utf-8") -> bytes:
    """`text` as bytes of `encoding` (UTF-8 when None or unknown to Python); never raises. What
    the encoding cannot carry goes through the `workbench-typography` error handler, including a
    lone surrogate in UTF-8. Machine formats are ASCII already, so this leaves them unchanged."""
    try:
        codecs.lookup(encoding or "utf-8")
    except LookupError:
        encoding = "utf-8"
    return text.encode(encoding or "utf-8", errors=ERRORS)
