"""Whether a file llk wrote is well-formed: python3 well_formed.py KIND FILE, KIND one of
json (strict JSON of UTF-8, no lone surrogate), xml (an XML parser's), text (UTF-8 without
control characters but newlines: a terminal line, an artifact's .txt, a page's source).
Exit 0 when it is; else 1, with the reason on stdout."""

import json
import re
import sys
import xml.dom.minidom


def check(kind, data):
    text = data.decode("utf-8", errors="strict")
    if kind == "json":
        json.loads(text, strict=True)
        # Python's json takes an escaped lone surrogate, which a UTF-8 reader cannot hold.
        if re.search(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}", text):
            raise ValueError("an escaped surrogate")
    elif kind == "xml":
        xml.dom.minidom.parseString(data)
    elif kind == "text":
        bad = [c for c in text if c != "\n" and (ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0)]
        if bad:
            raise ValueError("control characters %r" % bad[:5])
    else:
        raise ValueError("unknown kind " + kind)


def main():
    kind, path = sys.argv[1], sys.argv[2]
    try:
        with open(path, "rb") as f:
            check(kind, f.read())
    except Exception as e:  # any fault of the file is the answer, not a crash
        print("%s: not well-formed %s: %s" % (path, kind, e))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
