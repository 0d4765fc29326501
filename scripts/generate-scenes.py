#!/usr/bin/env python3
"""Writes Sources/TactileScenes/<Seed>/<Scene>.swift from the seed texts in /work/shared/seeds.

Each scene's code is taken line for line from its seed (`import SwiftUI` → `import Tactile`);
the wrapping a reader would add is written here and stated in the file's top comment.
Run from the package root: python3 scripts/generate-scenes.py
"""
import os, re

SEEDS = "/work/shared/seeds"
FILES = {"000": "000_fd781ef5a45c19a7.txt", "001": "001_9d3320fbcb2e7632.txt",
         "002": "002_7c186dd12c7e0ba2.txt", "003": "003_bea6866688684530.txt",
         "004": "004_860b85dae55d91b9.txt"}
DIRS = {"000": "Seed000SwiftUIGesturesSkill", "001": "Seed001GestureNotes",
        "002": "Seed002DragGestureCircle", "003": "Seed003AddingInteractivity",
        "004": "Seed004UnderstandingGestures"}
_cache = {}

def lines(seed, a, b):
    if seed not in _cache:
        with open(os.path.join(SEEDS, FILES[seed]), encoding="utf-8") as f:
            _cache[seed] = f.read().split("\n")
    return "\n".join(_cache[seed][a - 1:b])

def S(seed, a, b, renames=(), strip_prefix=None):
    text = lines(seed, a, b)
    if strip_prefix:
        assert text.startswith(strip_prefix), (seed, a, text[:60])
        text = text[len(strip_prefix):]
    for old, new in renames:
        assert re.search(r"\b%s\b" % re.escape(old), text), (seed, a, old)
        text = re.sub(r"\b%s\b" % re.escape(old), new, text)
    return text

def ind(text, n=4):
    return "\n".join((" " * n + l) if l else l for l in text.split("\n"))

def scene(seed, name, comment, *parts):
    path = os.path.join("Sources/TactileScenes", DIRS[seed], name + ".swift")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    header = "\n".join("// " + l if l else "//" for l in comment.strip().split("\n"))
    body = "\n".join(parts)
    with open(path, "w", encoding="utf-8") as f:
        f.write(header + "\n\nimport Tactile\n\n" + body.rstrip("\n") + "\n")

VERBATIM = "The code below the import is the seed's, line for line."

# MARK: 002 — DragGesture circle
scene("002", "CircleClampedDragView", f"""
Seed 002 (案例分析 DragGesture), 示例代码, lines 4–28. {VERBATIM}
Renamed: ContentView → CircleClampedDragView (every seed names its view ContentView).""",
      S("002", 4, 28, [("ContentView", "CircleClampedDragView")]))
scene("002", "CirclePositionDragView", f"""
Seed 002 (案例分析 DragGesture), 进阶代码, lines 129–149. {VERBATIM}
Renamed: ContentView → CirclePositionDragView.""",
      S("002", 129, 149, [("ContentView", "CirclePositionDragView")]))

# MARK: 003 — Adding interactivity with gestures
scene("003", "ShapeTapView", f"Seed 003 (通过手势添加交互性), lines 14–26. {VERBATIM}", S("003", 14, 26))
scene("003", "CounterViewUpdating", f"""
Seed 003 (更新临时 UI 状态), lines 40–54. {VERBATIM}
Renamed: CounterView → CounterViewUpdating (the seed defines CounterView three times).""",
      S("003", 40, 54, [("CounterView", "CounterViewUpdating")]))
scene("003", "CounterViewCounting", f"""
Seed 003 (在手势过程中更新永久状态), lines 62–84. {VERBATIM}
Renamed: CounterView → CounterViewCounting.""",
      S("003", 62, 84, [("CounterView", "CounterViewCounting")]))
scene("003", "CounterViewDoneCounting", f"""
Seed 003 (在手势结束时更新永久状态), lines 94–120. {VERBATIM}
Renamed: CounterView → CounterViewDoneCounting.""",
      S("003", 94, 120, [("CounterView", "CounterViewDoneCounting")]))

# MARK: 004 — Understanding gestures (star)
scene("004", "StarTapPrintView", """
Seed 004 (使用手勢修飾器), lines 17–27: a `var body` fragment.
Added (the fragment indented one level): `struct StarTapPrintView: View {` before it and `}` after it.""",
      "struct StarTapPrintView: View {", ind(S("004", 17, 27)), "}")
scene("004", "StarTapScaleView", f"""
Seed 004 (使用手勢修飾器, 縮放動畫), lines 35–51. {VERBATIM}
Renamed: ContentView → StarTapScaleView.""",
      S("004", 35, 51, [("ContentView", "StarTapScaleView")]))
scene("004", "StarLongPressScaleView", """
Seed 004 (使用長按手勢), lines 63–68: a `.gesture(…)` fragment that replaces the `.gesture(…)` of
the previous example (StarTapScaleView, seed lines 35–51).
Added: that example's struct (renamed StarLongPressScaleView) with its `.gesture(…)` replaced by
the fragment, re-indented to the chain.""",
      "struct StarLongPressScaleView: View {",
      S("004", 36, 43),
      "\n".join("            " + l for l in lines("004", 63, 68).split("\n")),
      "    }", "}")
scene("004", "StarPressFeedbackView", """
Seed 004 (@GestureState 屬性包裹器), line 82 (the @GestureState declaration) and lines 88–102
(the Image chain).
Added (the fragment indented to its place): `struct StarPressFeedbackView: View {`, the `@State private var isPressed = false` of the
chapter's ContentView (seed line 36), `var body: some View {` and the closing braces.""",
      "struct StarPressFeedbackView: View {",
      "    @State private var isPressed = false",
      ind(S("004", 82, 82)), "", "    var body: some View {", ind(S("004", 88, 102), 8), "    }", "}")
scene("004", "StarDragBackView", f"""
Seed 004 (使用拖曳手勢), lines 124–141. {VERBATIM}
Renamed: ContentView → StarDragBackView.""",
      S("004", 124, 141, [("ContentView", "StarDragBackView")]))
scene("004", "StarDragPositionView", """
Seed 004 (使用拖曳手勢, 停留在終點), line 155 (`@State private var position`) and lines 161–178
(the new `var body`), which update the ContentView of lines 124–141.
Added (the fragment indented one level): `struct StarDragPositionView: View {`, that ContentView's
`@GestureState private var dragOffset = CGSize.zero` (seed line 125) and the closing brace.""",
      "struct StarDragPositionView: View {", S("004", 125, 125), ind(S("004", 155, 155)), "",
      ind(S("004", 161, 178)), "}")
scene("004", "StarLongPressDragView", f"""
Seed 004 (組合手勢), lines 199–243. {VERBATIM}
Renamed: ContentView → StarLongPressDragView.""",
      S("004", 199, 243, [("ContentView", "StarLongPressDragView")]))
scene("004", "StarDragStateView", f"""
Seed 004 (使用列舉重構程式碼), lines 266–288 (enum DragState) and 296–333. {VERBATIM}
Renamed: ContentView → StarDragStateView.""",
      S("004", 266, 288), "", S("004", 296, 333, [("ContentView", "StarDragStateView")]))
scene("004", "DraggableView", f"""
Seed 004 (建立通用的可拖曳視圖), lines 350–411. {VERBATIM}""", S("004", 350, 411))
for suffix, a, b in (("Star", 419, 427), ("Text", 435, 444), ("Circle", 450, 458)):
    scene("004", f"DraggableView_Previews{suffix}", f"""
Seed 004 (建立通用的可拖曳視圖), lines {a}–{b}. {VERBATIM}
Renamed: DraggableView_Previews → DraggableView_Previews{suffix} (the seed defines it three times).""",
          S("004", a, b, [("DraggableView_Previews", f"DraggableView_Previews{suffix}")]))

# MARK: 001 — gesture notes (flat-indented fragments)
FLAT = "The seed's lines keep their (flat) indentation, indented by the wrapping's depth."
scene("001", "TapMeView", f"""
Seed 001, lines 3–4: a modifier chain. {FLAT}
Added: `struct TapMeView: View {{ var body: some View {{` … `}} }}`.""",
      "struct TapMeView: View {", "    var body: some View {", ind(S("001", 3, 4), 8), "    }", "}")
scene("001", "MultiTapToggleView", f"""
Seed 001, lines 7–8: two `.onTapGesture(count:)` lines. {FLAT}
Added: `struct MultiTapToggleView: View`, `@State private var isOn = false` (the state line 7
toggles) and `Text(isOn ? "On" : "Off")` to attach them to (so the toggle shows).""",
      "struct MultiTapToggleView: View {", "    @State private var isOn = false", "",
      "    var body: some View {", '        Text(isOn ? "On" : "Off")', ind(S("001", 7, 8), 8), "    }", "}")
scene("001", "TapLocationView", f"""
Seed 001, lines 10–15: a modifier chain. {FLAT}
Added: `struct TapLocationView: View {{ var body: some View {{` … `}} }}`.""",
      "struct TapLocationView: View {", "    var body: some View {", ind(S("001", 10, 15), 8), "    }", "}")
scene("001", "TapGlobalLocationView", f"""
Seed 001, lines 17–22: a modifier chain. {FLAT}
Added: `struct TapGlobalLocationView: View {{ var body: some View {{` … `}} }}`.""",
      "struct TapGlobalLocationView: View {", "    var body: some View {", ind(S("001", 17, 22), 8), "    }", "}")
scene("001", "LongPressToggleView", f"""
Seed 001, line 23: `.onLongPressGesture{{ self.press.toggle() }}`. {FLAT}
Added: `struct LongPressToggleView: View`, `@State private var press = false` and
`Text(press ? "Pressed" : "Not pressed")` to attach it to.""",
      "struct LongPressToggleView: View {", "    @State private var press = false", "",
      "    var body: some View {", '        Text(press ? "Pressed" : "Not pressed")', ind(S("001", 23, 23), 8), "    }", "}")
scene("001", "LongPressTwoSecondsView", f"""
Seed 001, line 25: `.onLongPressGesture(minimumDuration: 2) {{ … }}`. {FLAT}
Added: `struct LongPressTwoSecondsView: View` and `Text("Press me")` to attach it to.""",
      "struct LongPressTwoSecondsView: View {", "    var body: some View {", '        Text("Press me")',
      ind(S("001", 25, 25), 8), "    }", "}")
scene("001", "LongPressPressingChangedView", f"""
Seed 001, lines 27–31: `.onLongPressGesture(minimumDuration: 2) {{ … }} onPressingChanged: {{ … }}`. {FLAT}
Added: `struct LongPressPressingChangedView: View` and `Text("Press me")` to attach it to.""",
      "struct LongPressPressingChangedView: View {", "    var body: some View {", '        Text("Press me")',
      ind(S("001", 27, 31), 8), "    }", "}")
scene("001", "RandomColorTapView", f"""
Seed 001, lines 53–60 (`var tapGesture: some Gesture`) and 62–65 (the Rectangle using it). {FLAT}
Added: `struct RandomColorTapView: View`, `@State private var color = Color.blue`,
`var body: some View {{` … `}}`, and `Color.random()` (SwiftUI has none): an opaque colour with
random red, green and blue.""",
      "struct RandomColorTapView: View {", "    @State private var color = Color.blue", "",
      ind(S("001", 53, 60)), "", "    var body: some View {", ind(S("001", 62, 65), 8), "    }", "}", "",
      "extension Color {", "    static func random() -> Color {",
      "        Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1))", "    }", "}")
scene("001", "LongPressFeedbackView", f"""
Seed 001, lines 85–108: two property declarations and a modifier chain. {FLAT}
Added: `struct LongPressFeedbackView: View {{`, `var body: some View {{` and the closing braces.""",
      "struct LongPressFeedbackView: View {", ind(S("001", 85, 86)), "", "    var body: some View {",
      ind(S("001", 87, 108), 8), "    }", "}")
scene("001", "LongPressTapPressView", f"""
Seed 001, lines 140–152: two @State declarations and a `.gesture(…)` fragment. {FLAT}
Added: `struct LongPressTapPressView: View`, `var body: some View {{` and a view to attach it to
that shows both states: `Circle().fill(tap ? Color.orange : Color.gray).frame(width: 100,
height: 100).scaleEffect(press ? 0.5 : 1.0)`.""",
      "struct LongPressTapPressView: View {", ind(S("001", 140, 141)), "", "    var body: some View {",
      "        Circle().fill(tap ? Color.orange : Color.gray).frame(width: 100, height: 100).scaleEffect(press ? 0.5 : 1.0)",
      ind(S("001", 142, 152), 8), "    }", "}")
scene("001", "RomeDragView", f"""
Seed 001, lines 158–177 (the struct starts after the prose "…侦测到点击事件" on line 158). {VERBATIM}
Renamed: ContentView → RomeDragView.""",
      S("001", 158, 177, [("ContentView", "RomeDragView")], strip_prefix="时,代表侦测到点击事件"))
scene("001", "StarDragBackNotesView", f"""
Seed 001, lines 219–229: a @GestureState declaration and an Image chain. {FLAT}
Added: `struct StarDragBackNotesView: View {{`, `var body: some View {{` and the closing braces.
The seed uses SwiftUI's deprecated `animation(_:)`; the struct is marked deprecated so that use
does not warn (the catalog reaches it through a protocol requirement).""",
      '@available(*, deprecated, message: "uses the deprecated animation(_:) as in the seed")',
      "struct StarDragBackNotesView: View {", ind(S("001", 219, 219)), "", "    var body: some View {",
      ind(S("001", 220, 229), 8), "    }", "}")
scene("001", "ZoomView", f"""
Seed 001, lines 245–271. {VERBATIM}
Renamed: ContentView → ZoomView.""", S("001", 245, 271, [("ContentView", "ZoomView")]))
scene("001", "ZoomResetView", f"""
Seed 001, lines 273–285. {VERBATIM}
Renamed: ContentView → ZoomResetView.""", S("001", 273, 285, [("ContentView", "ZoomResetView")]))
scene("001", "RotateTextView", f"""
Seed 001, lines 286–303: two @State declarations and a `var body`. {FLAT}
Added: `struct RotateTextView: View {{` and `}}`.""",
      "struct RotateTextView: View {", ind(S("001", 286, 303)), "}")

# MARK: 000 — swiftui-gestures review skill (English half)
scene("000", "GestureStatePositionView", f"""
Seed 000 (@GestureState), lines 386–402: two property declarations and a Circle chain. {FLAT}
Added: `struct GestureStatePositionView: View {{`, `var body: some View {{`, `.frame(width: 100,
height: 100)` after `Circle()` (the seed's circle has no size; it would fill the canvas) and the
closing braces.""",
      "struct GestureStatePositionView: View {", ind(S("000", 386, 387)), "", "    var body: some View {",
      ind(S("000", 388, 388), 8), "        .frame(width: 100, height: 100)", ind(S("000", 389, 402), 8), "    }", "}")
scene("000", "GestureStateSpringResetView", f"""
Seed 000, line 403: "Custom reset with animation: @GestureState(resetTransaction:
Transaction(animation: .spring))", applied to the "DO: @GestureState auto-resets" example of
lines 475–479 (a declaration and a DragGesture). {FLAT}
Added: `struct GestureStateSpringResetView: View`, line 403's `(resetTransaction: …)` on the
declaration, `var body: some View {{`, and a view to attach the gesture to:
`Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(` … `)`.""",
      "struct GestureStateSpringResetView: View {",
      ind(S("000", 475, 475).replace("@GestureState private", "@GestureState(resetTransaction: Transaction(animation: .spring)) private")),
      "", "    var body: some View {", "        Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(",
      ind(S("000", 476, 479), 12), "        )", "    }", "}")
HANDLERS = """Added: `struct {name}: View {{ var body: some View {{` … `}} }}`, and the undefined handlers
{handlers} as closure properties the creator passes (default: print the handler's name)."""
def handlers(names):
    return "\n".join(f'    var {n}: () -> Void = {{ print("{n}") }}' for n in names)
scene("000", "ParentSwallowsChildView", f"""
Seed 000 (gesture priority), lines 411–414, "Problem: parent tap swallows child tap". {FLAT}
""" + HANDLERS.format(name="ParentSwallowsChildView", handlers="handleChild()/handleParent()"),
      "struct ParentSwallowsChildView: View {", handlers(["handleChild", "handleParent"]), "",
      "    var body: some View {", ind(S("000", 411, 414), 8), "    }", "}")
scene("000", "SimultaneousParentView", f"""
Seed 000 (gesture priority), lines 416–419, "Fix 1: Use simultaneousGesture on parent". {FLAT}
""" + HANDLERS.format(name="SimultaneousParentView", handlers="handleChild()/handleParent()"),
      "struct SimultaneousParentView: View {", handlers(["handleChild", "handleParent"]), "",
      "    var body: some View {", ind(S("000", 416, 419), 8), "    }", "}")
scene("000", "HighPriorityParentView", f"""
Seed 000 (gesture priority), lines 421–425, "Fix 2: Give parent explicit priority". {FLAT}
""" + HANDLERS.format(name="HighPriorityParentView", handlers="handleChild()/handleParent()"),
      "struct HighPriorityParentView: View {", handlers(["handleChild", "handleParent"]), "",
      "    var body: some View {", ind(S("000", 421, 425), 8), "    }", "}")
scene("000", "SwipeGesture", f"""
Seed 000 (custom gestures), lines 431–450 (SwipeGesture) and 454–458 (the View extension). {VERBATIM}""",
      S("000", 431, 450), "", S("000", 454, 458))
scene("000", "SwipeRectangleView", f"""
Seed 000 (custom gestures), line 452, "// Usage". {FLAT}
Added: `struct SwipeRectangleView: View {{ var body: some View {{` … `}} }}`.""",
      "struct SwipeRectangleView: View {", "    var body: some View {", ind(S("000", 452, 452), 8), "    }", "}")

# MARK: Embedded sources — the lab shows each scene's code beside it; a built binary must not
# depend on the checkout, so the text of every scene file is compiled in.
def write_sources():
    root = "Sources/TactileScenes"
    entries = []
    for folder in sorted(os.listdir(root)):
        full = os.path.join(root, folder)
        if not (os.path.isdir(full) and folder.startswith("Seed")):
            continue
        for name in sorted(os.listdir(full)):
            if name.endswith(".swift"):
                with open(os.path.join(full, name), encoding="utf-8") as f:
                    text = f.read()
                assert '"""##' not in text, name
                entries.append((f"{folder}/{name}", text))
    out = ["// Generated by scripts/generate-scenes.py — do not edit. The text of every scene file, so",
           "// the lab can show a scene's source without the checkout (SceneSourceTests keeps it true).", "",
           "enum SceneSources {", "    static let text: [String: String] = ["]
    for path, text in entries:
        out.append(f'        "{path}": ##"""')
        out.extend(("" if not line else line) for line in text.rstrip("\n").split("\n"))
        out.append('"""##,')
    out += ["    ]", "}", ""]
    with open(os.path.join(root, "SceneSources.swift"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))

write_sources()
