#!/usr/bin/env python3
"""Checks every API row of docs/COMPATIBILITY.md against the public declarations in the code.

A row's first column names SwiftUI APIs in backticks; its status column says ✅ (same API),
⚠️ or ◐ (present with a documented difference), ❌ (not provided) or — (no claim). The checker
indexes the public Swift declarations of the modules the document describes (textually: `public`
and `open` declarations, cases of public enums, requirements of public protocols, each with its
enclosing type or extension and its argument labels), then:

- every API of a ✅/⚠️/◐ row must be declared, with exactly the labels the row gives
  (`f(_:x:)` must match a real overload's full label list — trailing defaulted parameters are not
  ignored; `…` in a label list stands for any run of labels, as in `frame(minWidth:…maxHeight:alignment:)`);
- every API of a ❌ row must not be reachable: no public declaration of it, and for `f(a:)` no
  overload a call `f(a: …)` could reach (defaulted parameters left out), else the row is stale.

How a backticked name is read ("owner": the backticked name just before the prose parenthesis the
name sits in, e.g. `Slider` in `Slider` (`value:in:`, `step:`)):
  `Type`, `Outer.Inner`       a type, typealias, associated type or macro (generics and `[ ]` dropped),
                              or a file-scope constant with a type-like name (`CGSizeZero`)
  `name`, `name(a:_:)`        a public member of that name anywhere, with exactly those labels; when
                              the owner is a type, a member of it (or of another type the row names,
                              as `ButtonStyleConfiguration`: `label`), or a parameter of its initializers
  `.name`, `.name(a:)`        a static member or enum case; when the owner is a type, one of that type,
                              its nested types, the protocols it adopts or the row's other types
  `Type(a:b:)`, `init(a:)`    an initializer of the type (for `init`, of the owner type); for a
                              capitalized name that is no type, a free function (`UIApplicationMain(_:_:_:_:)`)
  `Type.member(a:)`           a member of exactly that type or its extensions;
                              `Type.value.member` (`DispatchQueue.main.asyncAfter`) a member of Type
  `value.member()`            an expression: its last member, anywhere
  `Type[Key.self]`            a subscript of the type taking those arguments
  `a:b:`                      an argument-label fragment: an initializer (or function) of the owner
                              (else of the name before it) whose labels contain this run
  `Type("x")`, `f(.a)`        a call: some overload accepts these arguments (defaulted parameters
                              may be left out, as in a call); dot-member arguments are checked too,
                              also when the function is another module's (`assertSnapshot(…, as: .svg)`)
  `@Name`, `@Name(\\.key)`    a property wrapper, result builder or macro; a key path argument
                              names an `EnvironmentValues` member
  `#Name`, `#Name(_:body:)`   a macro (with those labels)
  `+`                         an operator: a public operator function of that name
  `A: P`                      A adopts P in an extension or declaration
  `import M`                  the Compatibility package has a module M
  `a/B/C(x:)`                 `a(x:)`, `aB…`: later parts replace the first part's last word
  `2...4`, `"x"`              a literal argument value, not an API name: not checked
Names declared outside the indexed code (the standard library, Foundation, OpenCombine,
Observation, swift-snapshot-testing) and prose written in backticks are listed, each with why, in
scripts/compatibility-allowlist.txt; a listed external type still has its members checked when the
row names a member (e.g. `Timer.publish(…)` must be Tactile's extension). An allow-list entry no
row needs is itself a failure, so the list cannot outgrow the document.

Usage: check-compatibility.py [--doc PATH] [--root PATH] [--verbose] | --self-test | --dump-index
--verbose prints how each name was resolved; --dump-index prints every indexed declaration.
Prints `COMPATIBILITY.md:<line>: <api>: <why>` per failure and exits 1; prints a summary otherwise.
"""
import os
import re
import sys
import tempfile

SOURCE_DIRS = [
    "Sources/TactileGestures", "Sources/TactileUI", "Sources/Tactile", "Sources/TactileCombine", "Sources/TactileTesting",
    "Sources/TactileSnapshotTesting", "Sources/TactileData", "Compatibility/Sources",
]
COMPAT_MODULES_DIR = "Compatibility/Sources"

# ---------------------------------------------------------------------------------------------
# Swift source: comments and string contents removed, then tokens with line numbers.


BLOCK_COMMENT_RE = re.compile(r"/\*|\*/")


def clean_swift(text):
    """Returns text with comments and string-literal contents blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)

    def blank(s):
        return "".join(c if c == "\n" else " " for c in s)

    def skip_string(i):
        # at a string start (optional #s then " or """); returns index after the literal
        j = i
        hashes = 0
        while j < n and text[j] == "#":
            hashes += 1
            j += 1
        multi = text.startswith('"""', j)
        j += 3 if multi else 1
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        stops = re.compile(r'[\\"\n]')
        while j < n:
            k = stops.search(text, j)
            if not k:
                return n
            j = k.start()
            if text.startswith(escape + "(", j):
                j += len(escape) + 1
                depth = 1
                while j < n and depth:
                    c = text[j]
                    if c == '"' or (c == "#" and re.match(r'#+"', text[j:j + 8])):
                        j = skip_string(j)
                        continue
                    if c == "(":
                        depth += 1
                    elif c == ")":
                        depth -= 1
                    j += 1
                continue
            if text.startswith(escape, j):
                j += len(escape) + 1
                continue
            if text.startswith(close, j):
                return j + len(close)
            if not multi and text[j] == "\n":
                return j  # unterminated: stop at the line end
            j += 1
        return j

    special = re.compile(r'//|/\*|#+"|"')
    while i < n:
        m = special.search(text, i)
        if not m:
            out.append(text[i:])
            break
        out.append(text[i:m.start()])
        i = m.start()
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                k = BLOCK_COMMENT_RE.search(text, j)
                if not k:
                    j = n
                    break
                depth += 1 if k.group(0) == "/*" else -1
                j = k.end()
            out.append(blank(text[i:j]))
            i = j
        else:
            j = skip_string(i)
            out.append('""' + blank(text[i + 2:j]) if j - i >= 2 else blank(text[i:j]))
            i = j
    return "".join(out)


TOKEN_RE = re.compile(
    r"`[A-Za-z_][A-Za-z0-9_]*`|[A-Za-z_][A-Za-z0-9_]*|#[A-Za-z_]+|@[A-Za-z_][A-Za-z0-9_.]*"
    r"|\d[\d_.]*|->|\.\.\.|[{}()\[\]<>:,;=?!.&*+\-/%|^~\\$\"]|\S")


class Tok:
    __slots__ = ("text", "line", "first")

    def __init__(self, text, line, first):
        self.text, self.line, self.first = text, line, first

    def __repr__(self):
        return f"{self.text}@{self.line}"


LINE_TOKEN_RE = re.compile(r"\n|" + TOKEN_RE.pattern)


def tokenize(text):
    toks, lineno, first = [], 1, True
    for m in LINE_TOKEN_RE.finditer(text):
        t = m.group(0)
        if t == "\n":
            lineno += 1
            first = True
            continue
        if t.startswith("`"):
            t = t[1:-1]
        toks.append(Tok(t, lineno, first))
        first = False
    return toks


# ---------------------------------------------------------------------------------------------
# Declarations.

TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
MEMBER_KEYWORDS = {"func", "init", "var", "let", "subscript", "typealias", "case", "associatedtype",
                   "macro", "deinit", "operator", "precedencegroup", "import"}
MODIFIERS = {"public", "open", "private", "fileprivate", "internal", "package", "static", "class",
             "final", "mutating", "nonmutating", "nonisolated", "override", "convenience", "required",
             "lazy", "weak", "unowned", "dynamic", "indirect", "prefix", "postfix", "infix",
             "consuming", "borrowing", "isolated", "optional", "distributed", "async"}
DECL_START = TYPE_KEYWORDS | MEMBER_KEYWORDS | MODIFIERS


class Decl:
    def __init__(self, kind, name, scope, line, path, params=None, static=False, inherits=()):
        self.kind, self.name, self.scope, self.line, self.path = kind, name, scope, line, path
        self.params = params        # list of (label, has_default) or None
        self.static = static
        self.inherits = list(inherits)

    @property
    def labels(self):
        return None if self.params is None else [p[0] for p in self.params]

    def full(self):
        return f"{self.scope}.{self.name}" if self.scope else self.name

    def __repr__(self):
        lab = "" if self.params is None else "(" + "".join(l + ":" for l in self.labels) + ")"
        return f"{self.kind} {self.full()}{lab} {self.path}:{self.line}"


def strip_generics(name):
    out, depth = [], 0
    for c in name:
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out).strip()


class SwiftIndexer:
    """Walks the tokens of one file, keeping a stack of type scopes, and records public declarations."""

    def __init__(self, toks, path, decls):
        self.t, self.i, self.path, self.decls = toks, 0, path, decls

    def peek(self, k=0):
        j = self.i + k
        return self.t[j].text if j < len(self.t) else None

    def skip_balanced(self):
        """At an opening bracket: skips to just after its partner."""
        pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
        open_, close = self.t[self.i].text, pairs[self.t[self.i].text]
        depth = 0
        while self.i < len(self.t):
            x = self.t[self.i].text
            if x == open_:
                depth += 1
            elif x == close:
                depth -= 1
                if depth == 0:
                    self.i += 1
                    return
            elif open_ == "<" and x in "{};" and len(x) == 1:
                return  # not a generic clause after all
            self.i += 1

    def skip_generic(self):
        if self.peek() == "<":
            self.skip_balanced()

    def at_decl_start(self):
        tok = self.t[self.i]
        x = tok.text
        if not tok.first and self.t[self.i - 1].text != ";":
            return False
        return x in DECL_START or x.startswith("@") or x.startswith("#")

    def skip_to_decl_end(self):
        """Skips a declaration's remainder (type, initializer, accessors, body) at this scope."""
        while self.i < len(self.t):
            x = self.t[self.i].text
            if x == "}" or self.at_decl_start():
                return
            if x in "({[":
                self.skip_balanced()
            else:
                self.i += 1

    def parse_params(self):
        """At `(`: returns [(label, has_default)] of a parameter clause, and moves past it."""
        start = self.i
        self.skip_balanced()
        inner = self.t[start + 1:self.i - 1]
        params, cur, depth = [], [], 0
        for tok in inner:
            x = tok.text
            if x in "([{<" and len(x) == 1:
                depth += 1
            elif x in ")]}>" and len(x) == 1:
                depth -= 1
            elif x == "->":
                pass
            if x == "," and depth == 0:
                params.append(cur)
                cur = []
            else:
                cur.append((x, depth))
        if cur:
            params.append(cur)
        out = []
        for p in params:
            words = [x for x, _ in p]
            if ":" not in words:
                out.append(("_", False))
                continue
            colon = words.index(":")
            # an attribute's generic arguments (`@KeyframesBuilder<Value> keyframes:`) are no label
            before, angle = [], 0
            for w in words[:colon]:
                if w == "<":
                    angle += 1
                elif w == ">":
                    angle = max(0, angle - 1)
                elif angle == 0:
                    before.append(w)
            names = [w for w in before if not w.startswith("@") and re.match(r"^[A-Za-z_]\w*$", w)]
            label = names[0] if names else "_"
            has_default = any(x == "=" and d == 0 for x, d in p[colon:])
            out.append((label, has_default))
        return out

    def parse_subscript_params(self):
        start = self.i
        params = self.parse_params()
        # a subscript parameter has a label only when it is written twice (`dynamicMember key:`)
        inner = self.t[start + 1:self.i - 1]
        groups, cur, depth = [], [], 0
        for tok in inner:
            if tok.text in "([{<" and len(tok.text) == 1:
                depth += 1
            elif tok.text in ")]}>" and len(tok.text) == 1:
                depth -= 1
            if tok.text == "," and depth == 0:
                groups.append(cur)
                cur = []
            else:
                cur.append(tok.text)
        if cur:
            groups.append(cur)
        fixed = []
        for (label, d), g in zip(params, groups):
            head = g[:g.index(":")] if ":" in g else g
            names = [w for w in head if re.match(r"^[A-Za-z_]\w*$", w)]
            fixed.append((names[0] if len(names) >= 2 and names[0] != "_" else "_", d))
        return fixed

    def parse_inheritance(self):
        """After a type name: reads `: A, B` up to `where` or `{`; returns the names."""
        names = []
        if self.peek() != ":":
            return names
        self.i += 1
        cur = []
        while self.i < len(self.t) and self.peek() not in ("{", "where"):
            x = self.peek()
            if x == "<":
                self.skip_balanced()
                continue
            if x == ",":
                names.append("".join(cur))
                cur = []
            else:
                cur.append(x)
            self.i += 1
        if cur:
            names.append("".join(cur))
        return [strip_generics(n) for n in names]

    def add(self, *a, **k):
        self.decls.append(Decl(*a, path=self.path, **k))

    def run(self, scope="", scope_kind="file", scope_public=True):
        """Parses declarations until the scope's closing `}` (consumed) or the end."""
        while self.i < len(self.t):
            x = self.peek()
            if x == "}":
                self.i += 1
                return
            if x == "{":  # a stray block (e.g. after `#if` noise): skip it
                self.skip_balanced()
                continue
            if x.startswith("#"):
                # compiler directives: skip the rest of the line
                line = self.t[self.i].line
                while self.i < len(self.t) and self.t[self.i].line == line:
                    self.i += 1
                continue
            self.parse_decl(scope, scope_kind, scope_public)

    def parse_decl(self, scope, scope_kind, scope_public):
        mods = set()
        start_line = self.t[self.i].line
        while self.i < len(self.t):
            x = self.peek()
            if x.startswith("@"):
                self.i += 1
                if self.peek() == "(" and not self.t[self.i].first:
                    self.skip_balanced()
                continue
            if x in MODIFIERS and not (x == "class" and self.peek(1) not in MEMBER_KEYWORDS | MODIFIERS):
                mods.add(x)
                self.i += 1
                if self.peek() == "(":  # private(set)
                    self.skip_balanced()
                continue
            break
        if self.i >= len(self.t):
            return
        kw = self.peek()
        line = self.t[self.i].line
        explicit = bool(mods & {"public", "open"})
        implicit = scope_public and scope_kind in ("protocol",) or (scope_public and scope_kind == "enum" and kw == "case")
        public = (explicit or implicit) and scope_public
        static = bool(mods & {"static", "class"})
        if kw in TYPE_KEYWORDS or kw == "class":
            self.i += 1
            name_toks = []
            while self.i < len(self.t) and re.match(r"^[A-Za-z_]\w*$|^\.$", self.peek() or ""):
                name_toks.append(self.peek())
                self.i += 1
                if self.peek() == "<":
                    self.skip_balanced()
                if self.peek() != ".":
                    break
            name = "".join(name_toks)
            inherits = self.parse_inheritance()
            while self.i < len(self.t) and self.peek() != "{":
                if self.peek() == "}":
                    return
                self.i += 1
            self.i += 1  # {
            if kw == "extension":
                inner_scope, inner_public = name, True
                self.add("extension", name, "", line, inherits=inherits)
            else:
                inner_scope = f"{scope}.{name}" if scope else name
                inner_public = public
                if public:
                    self.add(kw, name, scope, line, inherits=inherits)
            self.run(inner_scope, kw, inner_public)
            return
        if kw not in MEMBER_KEYWORDS:
            # an expression or statement at type level (should not happen): skip it
            self.i += 1
            self.skip_to_decl_end()
            return
        self.i += 1
        if kw in ("func", "macro"):
            name = self.peek() or ""
            self.i += 1
            while self.peek() not in (None, "(", "<") and not re.match(r"^[A-Za-z_]", self.peek()):
                name += self.peek()  # operator names such as `+` or `==`
                self.i += 1
            self.skip_generic()
            params = self.parse_params() if self.peek() == "(" else []
            if public:
                self.add(kw, name, scope, line, params=params, static=static)
            self.skip_to_decl_end()
        elif kw == "init":
            while self.peek() in ("?", "!"):
                self.i += 1
            self.skip_generic()
            params = self.parse_params() if self.peek() == "(" else []
            if public:
                self.add("init", "init", scope, line, params=params)
            self.skip_to_decl_end()
        elif kw == "subscript":
            self.skip_generic()
            params = self.parse_subscript_params() if self.peek() == "(" else []
            if public:
                self.add("subscript", "subscript", scope, line, params=params, static=static)
            self.skip_to_decl_end()
        elif kw in ("var", "let"):
            names = []
            if re.match(r"^[A-Za-z_]\w*$", self.peek() or ""):
                names.append(self.peek())
            if public:
                for nm in names:
                    self.add(kw, nm, scope, line, static=static)
            self.skip_to_decl_end()
        elif kw == "case":
            if scope_kind != "enum":
                self.skip_to_decl_end()
                return
            while True:
                nm = self.peek()
                if not re.match(r"^[A-Za-z_]\w*$", nm or ""):
                    break
                self.i += 1
                params = self.parse_params() if self.peek() == "(" else None
                if self.peek() == "=":
                    self.i += 2
                if public:
                    self.add("case", nm, scope, line, params=params, static=True)
                if self.peek() == ",":
                    self.i += 1
                    continue
                break
            self.skip_to_decl_end()
        elif kw in ("typealias", "associatedtype"):
            nm = self.peek()
            if public and nm:
                self.add(kw, nm, scope, line)
            self.skip_to_decl_end()
        else:  # deinit, operator, precedencegroup, import
            self.skip_to_decl_end()


def index_sources(root, dirs=SOURCE_DIRS):
    decls = []
    for d in dirs:
        base = os.path.join(root, d)
        for dirpath, _, files in os.walk(base):
            for f in sorted(files):
                if not f.endswith(".swift"):
                    continue
                path = os.path.join(dirpath, f)
                with open(path, encoding="utf-8") as fh:
                    toks = tokenize(clean_swift(fh.read()))
                SwiftIndexer(toks, os.path.relpath(path, root), decls).run()
    return Index(decls)


class Index:
    TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype"}

    def __init__(self, decls):
        self.decls = decls
        self.by_name = {}
        for d in decls:
            self.by_name.setdefault(d.name, []).append(d)

    def named(self, name):
        return self.by_name.get(name, [])

    def types(self, path):
        """Types whose qualified path ends with `path` (`Set` or `Axis.Set`)."""
        last = path.split(".")[-1]
        out = []
        for d in self.named(last):
            if d.kind in self.TYPE_KINDS:
                full = d.full()
                if full == path or full.endswith("." + path) or "." not in path:
                    out.append(d)
        return out

    def macros(self, name):
        return [d for d in self.named(name) if d.kind == "macro"]

    def members(self, type_path, name):
        """Members declared in the type or in extensions of it (by its full or last name)."""
        return [d for d in self.named(name)
                if d.kind != "extension" and d.scope and scope_matches(d.scope, type_path)]

    def conformances(self, type_name):
        """Protocols a type adopts in its declaration or its extensions, transitively."""
        found, todo = [], [type_name]
        while todo:
            t = todo.pop()
            for d in self.decls:
                if d.kind in ("extension", "struct", "class", "enum", "actor", "protocol") and \
                        d.full() == t or (d.kind == "extension" and d.name == t):
                    for p in d.inherits:
                        if p not in found:
                            found.append(p)
                            todo.append(p)
        return found

    def conforms(self, type_name, proto):
        for d in self.decls:
            if d.kind in ("extension", "struct", "class", "enum", "actor", "protocol") and \
                    scope_matches(d.full(), type_name) and proto in d.inherits:
                return d
        return None


def scope_matches(scope, type_path):
    return scope == type_path or scope.endswith("." + type_path) or type_path.endswith("." + scope)


# ---------------------------------------------------------------------------------------------
# Label matching.

def labels_match(doc_labels, params):
    """Exact label list, `…` standing for any run of labels."""
    if params is None:
        return False
    have = [p[0] for p in params]
    if "…" not in doc_labels:
        return have == doc_labels
    pattern = "".join(".*" if l == "…" else re.escape(l + ":") + "," for l in doc_labels)
    return re.fullmatch(pattern, "".join(l + ":," for l in have)) is not None


def call_matches(arg_labels, params):
    """Whether a call with these argument labels can bind to the parameters (defaults may be left out)."""
    if params is None:
        return not arg_labels
    i = 0
    for label, has_default in params:
        if i < len(arg_labels) and arg_labels[i] == label:
            i += 1
        elif has_default:
            continue
        else:
            return False
    return i == len(arg_labels)


def fragment_matches(fragment, params):
    if params is None:
        return False
    have = [p[0] for p in params]
    k = len(fragment)
    return any(have[j:j + k] == fragment for j in range(len(have) - k + 1))


def fmt_labels(labels):
    return "(" + "".join(l if l == "…" else l + ":" for l in labels) + ")"


# ---------------------------------------------------------------------------------------------
# The document.

def split_row(line):
    cells, cur, tick = [], [], False
    for c in line.strip().strip("|"):
        if c == "`":
            tick = not tick
        if c == "|" and not tick:
            cells.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
    cells.append("".join(cur).strip())
    return cells


def cell_tokens(cell):
    """[(token, owner)] for each backticked span; owner is the backticked name right before the
    prose parenthesis the span sits in (`Slider` (`value:in:`, …) → `Slider`), else None."""
    out, stack, i, last_end, last_tok = [], [], 0, None, None
    while i < len(cell):
        c = cell[i]
        if c == "`":
            j = cell.find("`", i + 1)
            if j < 0:
                break
            tok = cell[i + 1:j]
            owner = next((o for o in reversed(stack) if o), None)
            out.append((tok, owner))
            last_tok, last_end = tok, j + 1
            i = j + 1
            continue
        if c == "(":
            between = cell[last_end:i] if last_end is not None else "x"
            stack.append(last_tok if last_tok and between.strip() == "" else None)
        elif c == ")" and stack:
            stack.pop()
        i += 1
    return out


def parse_doc(path):
    rows = []
    status_col = None
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    for n, line in enumerate(lines, 1):
        if not line.startswith("|"):
            status_col = None if not line.strip() else status_col
            continue
        cells = split_row(line)
        if all(re.fullmatch(r":?-+:?", c) for c in cells):
            continue
        if status_col is None:  # header row
            status_col = next((k for k, c in enumerate(cells) if c.lower() == "status"), -1)
            continue
        if status_col < 0:
            continue
        rows.append((n, cells[0], cells[status_col] if status_col < len(cells) else ""))
    return rows


def row_claim(status):
    if "❌" in status:
        return "absent"
    if "✅" in status or "⚠" in status or "◐" in status:
        return "present"
    if status.strip() in ("—", "-", ""):
        return "none"
    return None


def load_allowlist(path):
    prose, external = set(), set()
    if not os.path.exists(path):
        return prose, external
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            line = raw.split(" #", 1)[0].rstrip("\n")
            if not line.strip() or raw.lstrip().startswith("#"):
                continue
            kind, _, name = line.strip().partition(" ")
            (prose if kind == "prose" else external).add(name.strip())
    return prose, external


# ---------------------------------------------------------------------------------------------
# Resolving one backticked name.

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def split_call(s):
    """`name(args)` → (name, args string) or (s, None); args with balanced parentheses."""
    m = re.match(r"^(.*?)\((.*)\)$", s, re.S)
    if not m or m.group(1).count("(") != m.group(1).count(")"):
        return s, None
    return m.group(1), m.group(2)


def split_top(s, sep=","):
    parts, depth, cur = [], 0, []
    for c in s:
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def parse_args(args):
    """Returns ('labels', [labels]) for `a:_:` / `…`, or ('call', [labels], [dot-member values])."""
    a = args.strip()
    if a == "":
        return ("labels", [])
    if re.fullmatch(r"((\w+|_):|…)+", a.replace(" ", "")):
        labels = re.findall(r"(\w+|_):|(…)", a.replace(" ", ""))
        return ("labels", [x or y for x, y in labels])
    if a == "…":
        return ("any", [])
    labels, dots = [], []
    for part in split_top(a):
        m = re.match(rf"^({IDENT}):\s*(.*)$", part, re.S)
        value = m.group(2) if m else part
        labels.append(m.group(1) if m else "_")
        dm = re.fullmatch(rf"\.({IDENT})(\(.*\))?", value.strip())
        if dm:
            dots.append(value.strip())
    return ("call", labels, dots)


def expand_slashes(tok):
    """`easeIn/Out/InOut(duration:)` → easeIn(…), easeOut(…), easeInOut(…)."""
    base, args = split_call(tok)
    if "/" not in base or " " in base:
        return [tok]
    parts = base.split("/")
    first = parts[0]
    words = re.findall(r"[A-Z]?[a-z0-9_]+|[A-Z]+(?![a-z])", first)
    stem = first[:len(first) - len(words[-1])] if len(words) > 1 else ""
    names = [first] + [(stem + p) if p[:1].isupper() else p for p in parts[1:]]
    suffix = "" if args is None else f"({args})"
    return [n + suffix for n in names]


class Checker:
    def __init__(self, index, prose, external, modules_dir):
        self.ix, self.prose, self.external, self.modules_dir = index, prose, external, modules_dir
        self.callable_is_enough = False
        self.cell_types = []
        self.used = set()  # allow-list entries the document needed

    def is_external(self, name):
        if name in self.external:
            self.used.add(name)
            return True
        return False

    # Each resolver returns (found: bool|None, detail). None means "not checkable here" (external).

    def resolve(self, tok, owner):
        tok = tok.strip()
        if tok in self.prose:
            self.used.add(tok)
            return None, "prose (allow-list)"
        if re.fullmatch(r"(\.\.[.<])?[-\d.]+((\.\.[.<])[-\d.]*)?|\"[^\"]*\"", tok):
            return None, "a literal argument value (`2...4`), not an API name"
        if re.fullmatch(r"[-+*/%=<>!&|^~?]+", tok):
            # an operator: a public operator function of that name
            ops = [d for d in self.ix.named(tok) if d.kind == "func"]
            return bool(ops), f"no public operator function `{tok}`" if not ops else "operator"
        if tok.startswith("import "):
            mod = tok[len("import "):].strip()
            ok = os.path.isdir(os.path.join(self.modules_dir, mod))
            return ok, f"module {mod}" if ok else f"no module `{mod}` in {COMPAT_MODULES_DIR}"
        m = re.fullmatch(rf"({IDENT}(?:<.*>)?)\s*:\s*({IDENT})", tok)
        if m:
            t, p = strip_generics(m.group(1)), m.group(2)
            d = self.ix.conforms(t, p)
            return bool(d), (f"{d.path}:{d.line}" if d else
                             f"no declaration or extension of `{t}` adopting `{p}`")
        if tok.startswith("@"):
            return self.resolve_attribute(tok[1:])
        if tok.startswith("#"):
            name, args = split_call(tok[1:])
            ms = self.ix.macros(name)
            if args is None:
                return bool(ms), f"macro {name}"
            return self.match_overloads(ms, args, f"macro {name}")
        if re.fullmatch(r"(\w+|_)?:((\w+|_):)*", tok.replace(" ", "")) and tok.endswith(":"):
            return self.resolve_fragment(tok, owner)
        if tok.startswith("["):
            tok = tok.strip("[]")
        if tok.startswith("."):
            return self.resolve_dot(tok[1:], self.owner_type(owner))
        if re.fullmatch(rf"{IDENT}\[.*\]", tok):
            t, args = tok.split("[", 1)
            subs = self.ix.members(t, "subscript")
            kind = parse_args(args[:-1])
            ok = any(call_matches(kind[1], d.params) for d in subs)
            return ok, f"subscript of {t} taking ({args[:-1]})"
        base, args = split_call(tok)
        if "." in base:
            return self.resolve_qualified(base, args, owner)
        if base == "init":
            return self.resolve_init(owner, args)
        if not re.fullmatch(IDENT + r"(<.*>)?", base):
            return False, "not a Swift name (add it to the allow-list if it is prose)"
        base = strip_generics(base)
        if base.lstrip("_")[:1].isupper():
            if args is None:
                found = self.ix.types(base) or self.ix.macros(base)
                if found:
                    return True, "type"
                if any(d.kind in ("let", "var") and not d.scope for d in self.ix.named(base)):
                    # a global constant with a type-like name (Core Graphics' `CGSizeZero`)
                    return True, "global constant"
                if self.is_external(base):
                    return None, "external"
                return False, f"no public type `{base}`"
            inits = self.ix.members(base, "init")
            functions = [d for d in self.ix.named(base) if d.kind == "func" and not d.scope]
            if not inits and functions:
                # a free function with a type-like name (UIKit's `UIApplicationMain`)
                return self.match_overloads(functions, args, f"function `{base}`")
            if not inits and self.is_external(base):
                return None, "external"
            return self.match_overloads(inits, args, f"initializer of {base}")
        owner_type = self.owner_type(owner)
        if owner_type:
            return self.resolve_in_owner(base, args, owner_type)
        decls = [d for d in self.ix.named(base) if d.kind not in ("extension",)]
        if args is None:
            if decls:
                return True, "member"
            if self.is_external(base):
                return None, "external"
            return False, f"no public declaration named `{base}`"
        decls = [d for d in decls if d.kind in ("func", "case", "macro")]
        if not decls and self.is_external(base):
            # a function of another module: what can still be checked is its dot-member arguments
            kind = parse_args(args)
            for dot in (kind[2] if kind[0] == "call" else []):
                found, detail = self.resolve_dot(dot[1:])
                if found is False:
                    return False, f"argument {dot}: {detail}"
            return None, "external"
        return self.match_overloads(decls, args, f"`{base}`")

    def owner_type(self, owner):
        """The type whose parenthesis a name sits in (`GeometryProxy` (`size`, …)), if any."""
        if owner is None:
            return None
        base = strip_generics(split_call(owner.strip())[0].lstrip("@"))
        if re.fullmatch(r"[A-Z]\w*(\.[A-Z]\w*)*", base) and self.ix.types(base):
            return base
        return None

    def resolve_in_owner(self, name, args, owner_type):
        """A lower-case name in a type's parenthesis: a member of that type (or of another type the
        row names, as `ButtonStyleConfiguration`: `label`), or a parameter of its initializers."""
        scopes = [owner_type] + [t for t in self.cell_types if t != owner_type]
        decls = [d for t in scopes for d in self.ix.members(t, name)]
        if args is None:
            if decls:
                return True, "member"
            if any(name in (d.labels or []) for d in self.ix.members(owner_type, "init")):
                return True, "initializer parameter"
            return False, (f"no public member `{name}` of `{'`, `'.join(scopes)}` "
                           f"and no `{name}:` parameter of `{owner_type}`'s initializers")
        return self.match_overloads([d for d in decls if d.kind in ("func", "case", "macro")], args,
                                    f"`{name}` in `{'`, `'.join(scopes)}`")

    def match_overloads(self, decls, args, what):
        if not decls:
            return False, f"no public {what}"
        kind = parse_args(args)
        if kind[0] == "any":
            return True, what
        if kind[0] == "labels" and self.callable_is_enough and "…" not in kind[1]:
            # a ❌ row: any overload a call with these labels could reach makes it stale
            kind = ("call", kind[1], [])
        if kind[0] == "labels":
            if any(labels_match(kind[1], d.params if d.params is not None else []) for d in decls):
                return True, what
            have = sorted({fmt_labels(d.labels or []) for d in decls})
            return False, f"no overload of {what} has labels {fmt_labels(kind[1])}; declared: {', '.join(have)}"
        ok = any(call_matches(kind[1], d.params) for d in decls)
        if not ok:
            have = sorted({fmt_labels(d.labels or []) for d in decls})
            return False, f"no overload of {what} accepts arguments {fmt_labels(kind[1])}; declared: {', '.join(have)}"
        for dot in kind[2]:
            found, detail = self.resolve_dot(dot[1:])
            if found is False:
                return False, f"argument {dot}: {detail}"
        return True, what

    def resolve_dot(self, s, owner_type=None):
        """`.name`: a static member or enum case. In a type's parenthesis (`ButtonRole` (`.cancel`))
        it must belong to that type, a type nested in it, a protocol it conforms to (statics in
        `extension ShapeStyle where Self == …`), or another type the row names."""
        name, args = split_call(s)
        decls = [d for d in self.ix.named(name) if d.static or d.kind == "case"]
        if owner_type:
            scopes = [owner_type] + self.ix.conformances(owner_type) + self.cell_types
            decls = [d for d in decls if any(scope_matches(d.scope, t) or d.scope.startswith(owner_type + ".")
                                             for t in scopes)]
            if not decls:
                return False, (f"no public static member or enum case `.{name}` of `{owner_type}`, its "
                               f"nested types, its protocols or the row's other types")
        if not decls:
            return False, f"no public static member or enum case `.{name}`"
        if args is None:
            return True, f"static member {decls[0].full()}"
        return self.match_overloads(decls, args, f"static member `.{name}`")

    def resolve_attribute(self, s):
        name, args = split_call(s)
        if self.ix.types(name) or self.ix.macros(name):
            pass
        elif self.is_external(name):
            return None, "external"
        else:
            return False, f"no public type or macro `{name}` to use as `@{name}`"
        if args is None:
            return True, "attribute"
        for kp in re.findall(rf"\\\.({IDENT})", args):
            if not self.ix.members("EnvironmentValues", kp):
                return False, f"no public `EnvironmentValues.{kp}` for the key path"
        inits = self.ix.members(name, "init") + [d for d in self.ix.macros(name)]
        kind = parse_args(args)
        labels = kind[1] if kind[0] != "any" else None
        if labels is not None and not any(call_matches(labels, d.params) for d in inits):
            return False, f"no initializer of {name} accepts {fmt_labels(labels)}"
        return True, "attribute"

    def owner_callables(self, owner):
        """Initializers or functions a label fragment of `owner`'s parenthesis refers to."""
        base, _ = split_call(owner.strip())
        base = base.lstrip("@#.")
        if "." in base:
            t, m = base.rsplit(".", 1)
            if self.is_external(t) and not self.ix.members(t, m):
                return None
            return self.ix.members(t, m)
        if base[:1].isupper():
            base = strip_generics(base)
            if self.is_external(base) and not self.ix.members(base, "init"):
                return None
            return self.ix.members(base, "init") + self.ix.macros(base)
        if self.is_external(base) and not self.ix.named(base):
            return None
        return [d for d in self.ix.named(base) if d.kind in ("func", "case", "macro")]

    def resolve_fragment(self, tok, owner):
        fragment = re.findall(r"(\w+|_):", tok.replace(" ", ""))
        if owner is None:
            return False, "a label fragment outside a parenthesis naming its owner"
        callables = self.owner_callables(owner)
        if callables is None:
            return None, "external"
        if any(fragment_matches(fragment, d.params) for d in callables):
            return True, "labels"
        return False, f"no overload of `{owner}` takes labels {fmt_labels(fragment)}"

    def resolve_init(self, owner, args):
        if owner is None:
            return False, "`init` outside a parenthesis naming its type"
        t = strip_generics(split_call(owner)[0].lstrip("@"))
        inits = self.ix.members(t, "init")
        if args is None:
            return bool(inits), f"an initializer of {t}"
        return self.match_overloads(inits, args, f"initializer of {t}")

    def resolve_qualified(self, base, args, owner):
        parts = base.split(".")
        root = strip_generics(parts[0])
        if root[:1].islower() or root.startswith("$"):
            # an expression (`configuration.trigger()`): its last member, anywhere
            return self.resolve(parts[-1] + ("" if args is None else f"({args})"), None)
        # the type path: leading capitalised parts (`Axis.Set`); lower-case middle parts are values
        # of the root type (`DispatchQueue.main`)
        type_parts = [root]
        rest = parts[1:]
        while rest and rest[0][:1].isupper() and len(rest) > 1:
            type_parts.append(rest.pop(0))
        type_path = ".".join(type_parts)
        member = rest[-1]
        if not self.ix.types(type_path) and not self.is_external(type_path) and not self.ix.members(type_path, member):
            return False, f"no public type `{type_path}`"
        if member[:1].isupper() and args is None:
            nested = self.ix.types(type_path + "." + member)
            if nested:
                return True, "nested type"
            if self.is_external(f"{type_path}.{member}"):
                return None, "external"
            return False, f"no public type `{type_path}.{member}`"
        decls = self.ix.members(type_path, member)
        if not decls and self.is_external(f"{type_path}.{member}"):
            return None, "external"
        if args is None:
            return bool(decls), f"no public member `{member}` of `{type_path}`" if not decls else "member"
        if member[:1].isupper():
            decls = self.ix.members(type_path + "." + member, "init")
        return self.match_overloads([d for d in decls if d.kind in ("func", "case", "init", "macro")],
                                    args, f"`{type_path}.{member}`")


def check(doc, root, allowlist, verbose=False):
    index = index_sources(root)
    prose, external = load_allowlist(allowlist)
    checker = Checker(index, prose, external, os.path.join(root, COMPAT_MODULES_DIR))
    failures, n_rows, n_apis, n_external = [], 0, 0, 0
    docname = os.path.basename(doc)
    for line, first, status in parse_doc(doc):
        claim = row_claim(status)
        toks = cell_tokens(first)
        n_rows += 1
        if claim is None:
            failures.append(f"{docname}:{line}: status `{status}`: not one of ✅ ⚠️ ◐ ❌ —")
            continue
        if claim == "none":
            continue
        expanded, previous = [], None
        for tok, owner in toks:
            if owner is None and tok.endswith(":") and previous:
                owner = previous  # `withSnapshotTesting(…)`, `record:` modes: the name before it
            if not tok.endswith(":"):
                previous = tok
            expanded += [(t, owner) for t in expand_slashes(tok)]
        checker.cell_types = [strip_generics(t) for t, _ in toks
                              if re.fullmatch(r"[A-Z]\w*(\.[A-Z]\w*)*(<.*>)?", t)]
        for tok, owner in expanded:
            checker.callable_is_enough = claim == "absent"
            found, detail = checker.resolve(tok, owner)
            if verbose:
                print(f"{docname}:{line}: `{tok}`"
                      f"{f' (in `{owner}`)' if owner else ''}: {claim}, {found}: {detail}")
            if found is None:
                n_external += 1
                continue
            n_apis += 1
            if claim == "present" and not found:
                failures.append(f"{docname}:{line}: `{tok}`: {detail}")
            elif claim == "absent" and found:
                failures.append(f"{docname}:{line}: `{tok}`: the row says ❌ but it is declared publicly")
    for name in sorted((prose | external) - checker.used):
        failures.append(f"{os.path.basename(allowlist)}: `{name}`: listed but no row needs it; remove it")
    return failures, n_rows, n_apis, n_external, len(index.decls)


# ---------------------------------------------------------------------------------------------

SELF_TEST_DOC = """# Doc

| SwiftUI API | status | notes |
|---|---|---|
| `Widget(size:)` (`init(_:extra:)`), `Widget.spin(by:animated:)`, `.large`, `@Marker`, `wobble(_:)` | ✅ | passes |
| `Widget.spin(_:)` | ✅ | wrong labels: must fail |
| `Widget.spin(by:)` | ❌ | exists: must fail |
| `Widget.fly()`, `notReal()`, `hidden` | ❌ | absent (internal, or only in a comment or string): passes |
"""

SELF_TEST_SWIFT = '''
/// A widget. `public func notReal()` in a comment is not a declaration.
public struct Widget {
    public init(size: Double = 1) {}
    public init(_ name: String, @Marker extra: () -> Int = { 1 }) {}
    let hidden = "public func notReal()"
    public func spin(by angle: Double,
                     animated: Bool = false) -> Widget { self }
    public enum Size { case small, large }
    public static let large = Size.large
}
@propertyWrapper public struct Marker { public var wrappedValue: Int }
extension Widget {
    public func wobble(_ amount: Double) {}
    func fly() {}
}
'''


def self_test():
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, "Sources/TactileUI"))
        with open(os.path.join(tmp, "Sources/TactileUI/Widget.swift"), "w") as f:
            f.write(SELF_TEST_SWIFT)
        doc = os.path.join(tmp, "COMPATIBILITY.md")
        with open(doc, "w") as f:
            f.write(SELF_TEST_DOC)
        failures, rows, apis, _, _ = check(doc, tmp, os.path.join(tmp, "none.txt"))
        # the passing row is really checked: once `wobble` is internal, row 5 fails too
        with open(os.path.join(tmp, "Sources/TactileUI/Widget.swift"), "w") as f:
            f.write(SELF_TEST_SWIFT.replace("public func wobble", "func wobble"))
        mutated, _, _, _, _ = check(doc, tmp, os.path.join(tmp, "none.txt"))
    expected_mutated = "COMPATIBILITY.md:5: `wobble(_:)`: no public `wobble`"
    expected = [
        "COMPATIBILITY.md:6: `Widget.spin(_:)`: no overload of `Widget.spin` has labels (_:); declared: (by:animated:)",
        "COMPATIBILITY.md:7: `Widget.spin(by:)`: the row says ❌ but it is declared publicly",
    ]
    if failures != expected or rows != 4 or mutated != [expected_mutated] + expected:
        print("check-compatibility self-test FAILED", file=sys.stderr)
        print("expected:\n  " + "\n  ".join(expected), file=sys.stderr)
        print(f"got ({rows} rows):\n  " + "\n  ".join(failures), file=sys.stderr)
        print(f"with `wobble` internal, expected also: {expected_mutated}\ngot:\n  " + "\n  ".join(mutated),
              file=sys.stderr)
        return 1
    print(f"check-compatibility self-test: ok (4 rows, {apis} APIs; the wrong labels and the stale ❌ are "
          f"reported, and the passing row fails once its API is made internal)")
    return 0


def main(argv):
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    if "--self-test" in argv:
        return self_test()
    doc = os.path.join(root, "docs/COMPATIBILITY.md")
    if "--doc" in argv:
        doc = argv[argv.index("--doc") + 1]
    if "--root" in argv:
        root = argv[argv.index("--root") + 1]
    if "--dump-index" in argv:
        for d in index_sources(root).decls:
            print(d)
        return 0
    allowlist = os.path.join(os.path.dirname(os.path.abspath(__file__)), "compatibility-allowlist.txt")
    failures, rows, apis, external, ndecls = check(doc, root, allowlist, verbose="--verbose" in argv)
    for f in failures:
        print(f)
    sys.stdout.flush()
    if failures:
        print(f"check-compatibility: {len(failures)} row claim(s) do not match the code", file=sys.stderr)
        return 1
    print(f"check-compatibility: {rows} rows, {apis} APIs checked against {ndecls} public declarations "
          f"({external} names not checked: other modules' and prose in scripts/compatibility-allowlist.txt, "
          f"literal values)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
