#!/usr/bin/python3
"""Copies Swift sources for xgettext, which reads them as C: each multi-line string literal
(between triple quotes) becomes one C string literal with the same value, followed by as
many line breaks as it spanned, so that line numbers stay right.

Usage: swift-strings.py OUTDIR FILE... (each FILE is written to OUTDIR/FILE). A multi-line
literal with an interpolation is refused: its text would be looked up as written, never found."""
import os
import re
import sys

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def value(lines, path, number):
    """The string a multi-line literal's content lines make, as Swift reads them."""
    indent = re.match(r"[ \t]*", lines[-1]).group(0)
    text = ""
    for index, line in enumerate(lines[:-1]):
        if line.strip() and not line.startswith(indent):
            sys.exit(f"{path}:{number + index}: a line of a multi-line literal is less indented than its end")
        line = line[len(indent):]
        continued = (len(line) - len(line.rstrip("\\"))) % 2 == 1
        body = line[:-1] if continued else line
        out, i = "", 0
        while i < len(body):
            c = body[i]
            if c == "\\":
                following = body[i + 1] if i + 1 < len(body) else ""
                if following == "(":
                    sys.exit(f"{path}:{number + index}: an interpolation in a multi-line literal; use %s placeholders")
                if following == "u":
                    end = body.index("}", i)
                    out += chr(int(body[i + 3:end], 16))
                    i = end + 1
                    continue
                out += ESCAPES.get(following, following)
                i += 2
                continue
            out += c
            i += 1
        text += out
        if not continued and index < len(lines) - 2:
            text += "\n"
    return text


def c_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def convert(path):
    source = open(path, encoding="utf-8").read().split("\n")
    result, i = [], 0
    while i < len(source):
        line = source[i]
        start = line.find('"""')
        if start < 0 or line[start + 3:].strip():
            result.append(line)
            i += 1
            continue
        end = i + 1
        while end < len(source) and '"""' not in source[end]:
            end += 1
        closing = source[end]
        at = closing.index('"""')
        text = value(source[i + 1:end] + [closing[:at]], path, i + 2)
        result.append(line[:start] + c_literal(text) + closing[at + 3:])
        result.extend([""] * (end - i))
        i = end + 1
    return "\n".join(result)


out = sys.argv[1]
for path in sys.argv[2:]:
    target = os.path.join(out, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8") as file:
        file.write(convert(path))
