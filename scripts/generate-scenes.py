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

# MARK: 000 — the rest of the English half (lines 267–510). The Chinese half (lines 1–252) is a
# translation whose code differs only in its comments; the scenes take the English blocks.
def flat_struct(name, state, body_lines, members=()):
    """`struct <name>: View {` + state lines + `var body` around body_lines (already indented) + members."""
    parts = [f"struct {name}: View {{"] + list(state)
    if state:
        parts.append("")
    parts += ["    var body: some View {"] + list(body_lines) + ["    }"]
    if members:
        parts += [""] + list(members)
    return parts + ["}"]

scene("000", "TapCountGesturesView", f"""
Seed 000 (TapGesture), lines 279–281: three gesture values. {FLAT}
Added: `struct TapCountGesturesView: View`, `@State private var tapped = false` (the state line 279
toggles), the undefined handlers handleDoubleTap()/handleTripleTap() as closure properties the
creator passes (default: print the handler's name), and a Text for each gesture to attach it to
(`Text(…).gesture(` … `)` in a VStack).""",
      *flat_struct("TapCountGesturesView",
                   ["    @State private var tapped = false"] + handlers(["handleDoubleTap", "handleTripleTap"]).split("\n"),
                   ["        VStack {",
                    '            Text(tapped ? "Tapped" : "Tap").gesture(', ind(S("000", 279, 279), 16), "            )",
                    '            Text("Double tap").gesture(', ind(S("000", 280, 280), 16), "            )",
                    '            Text("Triple tap").gesture(', ind(S("000", 281, 281), 16), "            )",
                    "        }"]))
scene("000", "LongPressBasicsView", f"""
Seed 000 (LongPressGesture), lines 286–287 and 289–290: two gesture values. {FLAT}
Added: `struct LongPressBasicsView: View`, `@State private var showMenu = false` (the state line 287
sets), the undefined handler triggerHaptic() as a closure property (default: print its name), and a
Text for each gesture (`Text(…).gesture(` … `)` in a VStack).""",
      *flat_struct("LongPressBasicsView",
                   ["    @State private var showMenu = false"] + handlers(["triggerHaptic"]).split("\n"),
                   ["        VStack {",
                    '            Text(showMenu ? "Menu" : "Hold for the menu").gesture(', ind(S("000", 286, 287), 16), "            )",
                    '            Text("Hold for a haptic").gesture(', ind(S("000", 289, 290), 16), "            )",
                    "        }"]))
scene("000", "PressingCircleView", f"""
Seed 000 (LongPressGesture, "With visual feedback via @GestureState + .updating()"), lines 292–300:
a @GestureState declaration and a Circle chain. {FLAT}
Added: `struct PressingCircleView: View {{`, `@State private var completedLongPress = false` (the
state line 299 sets), `var body: some View {{` and the closing braces.""",
      *flat_struct("PressingCircleView", [ind(S("000", 292, 292)), "    @State private var completedLongPress = false"],
                   [ind(S("000", 293, 300), 8)]))
scene("000", "SpringBackRectangleView", f"""
Seed 000 (DragGesture), lines 303–312: a @State declaration and a RoundedRectangle chain. {FLAT}
Added: `struct SpringBackRectangleView: View {{`, `var body: some View {{` and the closing braces.""",
      *flat_struct("SpringBackRectangleView", [ind(S("000", 303, 303))], [ind(S("000", 304, 312), 8)]))
scene("000", "PhotoMagnifyView", f"""
Seed 000 (MagnifyGesture), lines 316–325: a @GestureState declaration and an Image chain. {FLAT}
Added: `struct PhotoMagnifyView: View {{`, `var body: some View {{` and the closing braces.
Tactile ships no "photo" asset: Image("photo") draws its placeholder.""",
      *flat_struct("PhotoMagnifyView", [ind(S("000", 316, 316))], [ind(S("000", 317, 325), 8)]))
scene("000", "PhotoPersistedScaleView", f"""
Seed 000 (MagnifyGesture, "With persisted scale"), lines 327–337: two declarations and an Image
chain. {FLAT}
Added: `struct PhotoPersistedScaleView: View {{`, `var body: some View {{` and the closing braces.""",
      *flat_struct("PhotoPersistedScaleView", [ind(S("000", 327, 328))], [ind(S("000", 329, 337), 8)]))
scene("000", "RotatingRectangleView", f"""
Seed 000 (RotateGesture), lines 339–346: a @State declaration and a Rectangle chain. {FLAT}
Added: `struct RotatingRectangleView: View {{`, `var body: some View {{` and the closing braces.""",
      *flat_struct("RotatingRectangleView", [ind(S("000", 339, 339))], [ind(S("000", 340, 346), 8)]))
scene("000", "PersistedRotationView", f"""
Seed 000 (RotateGesture, "With persisted rotation"), lines 348–356: two declarations and a
Rectangle chain. {FLAT}
Added: `struct PersistedRotationView: View {{`, `var body: some View {{` and the closing braces.""",
      *flat_struct("PersistedRotationView", [ind(S("000", 348, 349))], [ind(S("000", 350, 356), 8)]))
scene("000", "MagnifyRotateSimultaneousView", f"""
Seed 000 (.simultaneously(with:)), lines 357–364 (the code starts after the prose
".simultaneously(with:) — both gestures recognized at the same time" on line 357). {FLAT}
Added: `struct MagnifyRotateSimultaneousView: View`, the states the gestures set
(`@State private var scale = 1.0`, `@State private var angle = Angle.zero`), `var body: some View {{`
around the two `let`s and the Image, and the closing braces.""",
      *flat_struct("MagnifyRotateSimultaneousView",
                   ["    @State private var scale = 1.0", "    @State private var angle = Angle.zero"],
                   [ind(S("000", 357, 364, strip_prefix=".simultaneously(with:) — both gestures recognized at the same time"), 8)]))
scene("000", "LongPressBeforeDragView", f"""
Seed 000 (.sequenced(before:)), lines 366–372 (the code starts after the prose ".sequenced(before:) —
first must succeed before second begins" on line 366): a `let` of a sequenced gesture. {FLAT}
Added: `struct LongPressBeforeDragView: View`, `@State private var finalOffset = CGSize.zero` (the
state the gesture moves), `var body: some View {{` around the `let`, and a view to attach it to:
`Circle().frame(width: 100, height: 100).offset(finalOffset).gesture(longPressBeforeDrag)`.""",
      *flat_struct("LongPressBeforeDragView", ["    @State private var finalOffset = CGSize.zero"],
                   [ind(S("000", 366, 372, strip_prefix=".sequenced(before:) — first must succeed before second begins"), 8),
                    "        Circle().frame(width: 100, height: 100).offset(finalOffset).gesture(longPressBeforeDrag)"]))
scene("000", "DoubleTapOrLongPressView", f"""
Seed 000 (.exclusively(before:)), lines 373–384 (the code starts after the prose ".exclusively(before:)
— only one succeeds (first has priority)" on line 373): a `let` of an exclusive gesture. {FLAT}
The seed is incomplete: it uses an `ExclusiveResult` it never defines. Added: `enum ExclusiveResult
{{ case doubleTap, longPress }}` (the two cases it names), the undefined handlers
handleDoubleTap()/handleLongPress() as file-private functions (they print their name),
`struct DoubleTapOrLongPressView: View {{` with the seed's `let` as a stored property (at type level,
where a view's gesture `let` lives), and a view to attach it to:
`Circle().frame(width: 100, height: 100).gesture(doubleTapOrLongPress)`.
The seed binds `val` in both cases and never uses it. Swift reports unused bindings in function
bodies, not in a stored property's initial value, so as a property the seed's lines compile without a
warning and without any suppression flag (in a function body the same lines would warn).""",
      "enum ExclusiveResult {", "    case doubleTap, longPress", "}", "",
      'private func handleDoubleTap() { print("handleDoubleTap") }',
      'private func handleLongPress() { print("handleLongPress") }', "",
      "struct DoubleTapOrLongPressView: View {",
      ind(S("000", 373, 384, strip_prefix=".exclusively(before:) — only one succeeds (first has priority)")), "",
      "    var body: some View {",
      "        Circle().frame(width: 100, height: 100).gesture(doubleTapOrLongPress)", "    }", "}")
scene("000", "ParentGestureOverActionView", f"""
Seed 000, lines 459–463, "DON'T: Parent .gesture() conflicts with child tap". {FLAT}
""" + HANDLERS.format(name="ParentGestureOverActionView", handlers="doSomething()/parentAction()"),
      "struct ParentGestureOverActionView: View {", handlers(["doSomething", "parentAction"]), "",
      "    var body: some View {", ind(S("000", 460, 463), 8), "    }", "}")
scene("000", "SimultaneousOverActionView", f"""
Seed 000, lines 464–468, "DO: Use .simultaneousGesture() or .highPriorityGesture()". {FLAT}
""" + HANDLERS.format(name="SimultaneousOverActionView", handlers="doSomething()/parentAction()"),
      "struct SimultaneousOverActionView: View {", handlers(["doSomething", "parentAction"]), "",
      "    var body: some View {", ind(S("000", 465, 468), 8), "    }", "}")
scene("000", "StateManualResetView", f"""
Seed 000, lines 469–473, "DON'T: @State doesn't auto-reset — view stays offset after gesture ends":
a @State declaration and a DragGesture. {FLAT}
Added: `struct StateManualResetView: View`, `var body: some View {{`, and a view to attach the
gesture to: `Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(` … `)`.""",
      *flat_struct("StateManualResetView", [ind(S("000", 470, 470))],
                   ["        Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(",
                    ind(S("000", 471, 473), 12), "        )"]))
scene("000", "GestureStateAutoResetView", f"""
Seed 000, lines 474–479, "DO: @GestureState auto-resets when gesture ends": a @GestureState
declaration and a DragGesture. {FLAT}
Added: `struct GestureStateAutoResetView: View`, `var body: some View {{`, and a view to attach the
gesture to: `Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(` … `)`.""",
      *flat_struct("GestureStateAutoResetView", [ind(S("000", 475, 475))],
                   ["        Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(",
                    ind(S("000", 476, 479), 12), "        )"]))
scene("000", "LongPressNoFeedbackView", f"""
Seed 000, lines 480–482, "DON'T: No visual feedback during long press": a LongPressGesture. {FLAT}
Added: `struct LongPressNoFeedbackView: View`, `@State private var showResult = false` (the state it
sets), `var body: some View {{`, and a view to attach it to:
`Text(showResult ? "Result" : "Hold for two seconds").gesture(` … `)`.""",
      *flat_struct("LongPressNoFeedbackView", ["    @State private var showResult = false"],
                   ['        Text(showResult ? "Result" : "Hold for two seconds").gesture(',
                    ind(S("000", 481, 482), 12), "        )"]))
scene("000", "LongPressWithFeedbackView", f"""
Seed 000, lines 483–489, "DO: Provide feedback while pressing": a @GestureState declaration and a
LongPressGesture. {FLAT}
Added: `struct LongPressWithFeedbackView: View`, `@State private var showResult = false`,
`var body: some View {{`, and a view to attach it to that shows both states:
`Text(showResult ? "Result" : "Hold for two seconds").opacity(isPressing ? 0.5 : 1).gesture(` … `)`.""",
      *flat_struct("LongPressWithFeedbackView", [ind(S("000", 484, 484)), "    @State private var showResult = false"],
                   ['        Text(showResult ? "Result" : "Hold for two seconds").opacity(isPressing ? 0.5 : 1).gesture(',
                    ind(S("000", 485, 489), 12), "        )"]))
scene("000", "ExpensiveDragView", f"""
Seed 000, lines 496–502, "DON'T: Expensive work called every frame (~60-120 Hz)": a DragGesture. {FLAT}
Added: `struct ExpensiveDragView: View`, `var body: some View {{`, a view to attach the gesture to
(`Rectangle().frame(width: 200, height: 200).gesture(` … `)`), and the undefined
performExpensiveHitTest(at:)/applyComplexFilter(_:)/updateModel(_:) as methods that print their name
(the first two pass the location on).""",
      *flat_struct("ExpensiveDragView", [],
                   ["        Rectangle().frame(width: 200, height: 200).gesture(", ind(S("000", 497, 502), 12), "        )"],
                   ['    func performExpensiveHitTest(at location: CGPoint) -> CGPoint { print("performExpensiveHitTest"); return location }',
                    '    func applyComplexFilter(_ location: CGPoint) -> CGPoint { print("applyComplexFilter"); return location }',
                    '    func updateModel(_ location: CGPoint) { print("updateModel") }']))
scene("000", "DeferredWorkDragView", f"""
Seed 000, lines 503–510, "DO: Throttle or defer expensive work": a DragGesture. {FLAT}
Added: `struct DeferredWorkDragView: View`, `@State private var dragPosition = CGPoint.zero` (the
state it sets), `var body: some View {{`, a view to attach the gesture to that shows the state
(`Rectangle().frame(width: 200, height: 200)` with an overlay `Circle().fill(.red).frame(width: 20,
height: 20).position(dragPosition).allowsHitTesting(false)`, then `.gesture(` … `)`), and the
undefined performExpensiveHitTest(at:) as a method that prints its name.""",
      *flat_struct("DeferredWorkDragView", ["    @State private var dragPosition = CGPoint.zero"],
                   ["        Rectangle().frame(width: 200, height: 200)",
                    "            .overlay(Circle().fill(.red).frame(width: 20, height: 20).position(dragPosition).allowsHitTesting(false))",
                    "            .gesture(", ind(S("000", 504, 510), 12), "            )"],
                   ['    func performExpensiveHitTest(at location: CGPoint) { print("performExpensiveHitTest") }']))

# MARK: 001 — the one-line variants of the Rome drag (lines 178–191) and the star drag (232–241)
ROME_PROSE = "时,代表侦测到点击事件"
scene("001", "RomeImplicitAnimationView", f"""
Seed 001, line 179: `.animation(.default, value: dragOffset)` ("添加隐性动画"), added to the Rome
example of lines 158–177 (the struct starts after the prose on line 158). {VERBATIM}
Added: lines 178–179 (the comment and the modifier) at the end of the Image's chain (after its `.gesture(…)`, seed line 174).
Renamed: ContentView → RomeImplicitAnimationView.""",
      S("001", 158, 174, [("ContentView", "RomeImplicitAnimationView")], strip_prefix=ROME_PROSE),
      S("001", 178, 179), S("001", 175, 177))
scene("001", "RomeBouncyView", f"""
Seed 001, lines 180–191: a `.gesture(…)` with `withAnimation(.bouncy)` ("添加显性动画"), which
replaces the `.gesture(…)` of the Rome example of lines 158–177 (seed lines 164–174). {VERBATIM}
Added: that example (renamed RomeBouncyView) with its `.gesture(…)` replaced by the fragment.""",
      S("001", 158, 163, [("ContentView", "RomeBouncyView")], strip_prefix=ROME_PROSE),
      S("001", 180, 191), S("001", 175, 177))
scene("001", "MenuDragView", f"""
Seed 001, lines 197–207: an `.onEnded(…)` that snaps `currentMenuY` to 200 or 0. {FLAT}
Added: `struct MenuDragView: View`, `@State private var currentMenuY: CGFloat = 0` (the state it
sets), `var body: some View {{`, and a menu to drag: `RoundedRectangle(cornerRadius: 12)
.frame(width: 200, height: 80).offset(y: currentMenuY).gesture(DragGesture()` … `)`.""",
      *flat_struct("MenuDragView", ["    @State private var currentMenuY: CGFloat = 0"],
                   ["        RoundedRectangle(cornerRadius: 12).frame(width: 200, height: 80).offset(y: currentMenuY).gesture(DragGesture()",
                    ind(S("001", 197, 207), 12), "        )"]))
scene("001", "StarDragPositionNotesView", f"""
Seed 001, lines 232–241 (a @State position, an `.onEnded(…)` that adds the drag to it, and an
`.offset(…)` that adds both), applied as the seed says to the star of lines 218–229. {FLAT}
Added: `struct StarDragPositionNotesView: View {{`, `var body: some View {{`, line 233 after line 219,
the `.onEnded(…)` (lines 234–239) after the `.updating(…)` (lines 225–228), line 241 (with its comment,
line 240) in place of the `.offset(…)` it updates (line 221), and the closing braces.
The seed uses SwiftUI's deprecated `animation(_:)` (line 222); the struct is marked deprecated so that
use does not warn (the catalog reaches it through a protocol requirement).""",
      '@available(*, deprecated, message: "uses the deprecated animation(_:) as in the seed")',
      "struct StarDragPositionNotesView: View {", ind(S("001", 219, 219)), ind(S("001", 232, 233)), "",
      "    var body: some View {", ind(S("001", 220, 220), 8), ind(S("001", 240, 241), 8), ind(S("001", 222, 228), 8),
      ind(S("001", 234, 239), 8), ind(S("001", 229, 229), 8), "    }", "}")

scene("000", "ShorthandDoubleTapPreview", f"""
Seed 000 (TapGesture, "Shorthand modifier"), line 283: a view expression. {FLAT}
Added: `struct ShorthandDoubleTapView: View`, the undefined handler handleDoubleTap() as a closure
property the creator passes (default: print its name), `var body: some View {{` … `}}`, and
`#Preview("Shorthand double tap") {{ ShorthandDoubleTapView() }}`, the way a reader looks at a view
in Xcode; the lab lists this scene as that preview.""",
      *flat_struct("ShorthandDoubleTapView", handlers(["handleDoubleTap"]).split("\n"), [ind(S("000", 283, 283), 8)]),
      "", '#Preview("Shorthand double tap") {', "    ShorthandDoubleTapView()", "}")

# MARK: #Preview — the lab lists previews as scenes. Like Xcode, which finds a file's previews by
# reading its source, this finds every `#Preview` of the scene files and writes its catalog entry
# (id: the seed and the preview's title or file name; the view: the preview's closure, as written).
def preview_blocks(text):
    """(title or None, closure body) for each `#Preview` at the start of a line."""
    out = []
    for m in re.finditer(r'^#Preview(?:\("((?:[^"\\]|\\.)*)"\))?\s*\{', text, re.M):
        depth, i = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        out.append((m.group(1), text[m.end():i - 1].strip()))
    return out

def scene_files(root="Sources/TactileScenes"):
    """(folder, file name, text) of every scene file, in folder and name order."""
    for folder in sorted(os.listdir(root)):
        full = os.path.join(root, folder)
        if not (os.path.isdir(full) and folder.startswith("Seed")):
            continue
        for name in sorted(os.listdir(full)):
            if name.endswith(".swift"):
                with open(os.path.join(full, name), encoding="utf-8") as f:
                    yield folder, name, f.read()

def write_previews():
    root = "Sources/TactileScenes"
    entries = []
    for folder, name, text in scene_files(root):
        seed = folder[4:7]
        for title, body in preview_blocks(text):
            label = title or re.sub(r"(?<!^)(?=[A-Z])", " ", name[:-6])
            slug = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
            entries.append(f'        preview("{seed}-{slug}", "{label}", "{seed}", "{folder}/{name}") {{ {body} }},')
    out = ["// Generated by scripts/generate-scenes.py — do not edit. One catalog entry per `#Preview` of the",
           "// scene files (the preview's closure, as written there); ScenePreviewTests keeps it complete.", "",
           "import Tactile", "", "extension SceneCatalog {", "    static let previews: [Scene] = ["]
    out += entries + ["    ]", "}", ""]
    with open(os.path.join(root, "ScenePreviews.swift"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))

write_previews()

# MARK: Gallery — docs/scenes/README.md lists every catalog entry (SceneCatalog.swift, then the
# generated ScenePreviews.swift), in the catalog's order: each seed's listed scenes, then its previews.
GALLERY_SEEDS = {"000": "swiftui-gestures review skill", "001": "gesture notes", "002": "DragGesture circle",
                 "003": "Adding interactivity with gestures", "004": "Understanding gestures, ch. 17"}
COVERAGE = """
## What is not a scene

Every code block of seeds 000 and 001 is a scene except these, which form no view and have nothing
to observe, or cannot compile as written:

- Seed 000, lines 1–252: the Chinese translation of lines 267–510; its code differs only in its
  comments, so the scenes take the English blocks.
- Seed 000, line 314 `DragGesture(minimumDistance: 20, coordinateSpace: .global)`, lines 491–495
  (`MagnificationGesture()`, `RotationGesture()`, `MagnifyGesture()`, `RotateGesture()`): gestures
  with no callbacks, attached to nothing.
- Seed 000, lines 427–429 (`.gesture(drag, including: …)`): three modifier lines with an undefined
  `drag` and no view; the masks are tested in Tests/TactileUITests.
- Seed 001, lines 41–51 and 133–138: the seed writes `...` as a placeholder for code (`{ value in ... }`,
  `VStack{...}`), which is not Swift.
- Seed 001, line 77 (`updating($GestureState, body: …)`: a signature), lines 113–120 (a table of
  declarations; `DragGesture.Value = .zero` does not compile in SwiftUI either) and line 193
  (`DragGesture(minimumDistance: 300)`: a gesture with no callbacks).
"""

def write_gallery():
    entry = re.compile(r'^\s*(scene|preview)\("([^"]+)", "((?:[^"\\]|\\.)*)", "(\d{3})", "([^"]+)"\)', re.M)
    rows = []
    for path in ("Sources/TactileScenes/SceneCatalog.swift", "Sources/TactileScenes/ScenePreviews.swift"):
        with open(path, encoding="utf-8") as f:
            rows += entry.findall(f.read())
    out = ["# Scenes", "",
           "Every code example of the seed documents that forms a view, run on Tactile (`Sources/TactileScenes`),",
           "rendered at rest. The images are the snapshots `Tests/TactileScenesTests/SceneSnapshotTests` checks",
           "(re-record with `TACTILE_RECORD_SNAPSHOTS=1 swift test --filter TactileScenesTests`, then copy them here).",
           "This page is written by scripts/generate-scenes.py from the catalog.", ""]
    for seed in sorted(GALLERY_SEEDS):
        out += ["", f"## Seed {seed} — {GALLERY_SEEDS[seed]} ({FILES[seed]})", ""]
        for kind, sid, title, s, file in sorted((r for r in rows if r[3] == seed), key=lambda r: r[0] == "preview"):
            title = title.replace('\\"', '"')
            suffix = " (preview)" if kind == "preview" else ""
            out += [f"### `{sid}` — {title}{suffix}", "",
                    f"Source: [`{file}`](../../Sources/TactileScenes/{file})", "",
                    f"![{title}]({sid}.svg)", ""]
    with open("docs/scenes/README.md", "w", encoding="utf-8") as f:
        f.write("\n".join(out).rstrip("\n") + "\n" + COVERAGE)

write_gallery()
