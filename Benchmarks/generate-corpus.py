#!/usr/bin/env python3
"""Writes a deterministic corpus of SwiftUI view files for the lint throughput benchmark.

usage: generate-corpus.py OUTPUT_DIR [FILE_COUNT]

Each file is a realistic view (state, a body with stacks, lists and gesture code, helpers) of
60 to 200 lines. About a third of the gesture snippets contain a mistake tactile-lint reports, so
the rules do real work; the same seed always gives the same files.
"""
import os
import random
import sys

GESTURE_SNIPPETS = [
    """            .gesture(
                DragGesture()
                    .updating($dragOffset) {{ value, state, _ in state = value.translation }}
                    .onEnded {{ value in position{n}.width += value.translation.width }}
            )
            .accessibilityAction(named: "Reset") {{ position{n} = .zero }}""",
    """            .gesture(MagnificationGesture().onEnded {{ value in zoom{n} *= value }})""",
    """            .onTapGesture {{ selected{n}.toggle() }}""",
    """            .onTapGesture(count: 2) {{ like{n}() }}
            .onTapGesture {{ open{n}() }}""",
    """            .simultaneousGesture(LongPressGesture(minimumDuration: 0.6)
                .updating($isPressing) {{ current, state, _ in state = current }}
                .onEnded {{ _ in showMenu{n} = true }})
            .accessibilityAction(named: "Menu") {{ showMenu{n} = true }}""",
    """            .gesture(
                DragGesture()
                    .onChanged {{ value in
                        offset{n} = value.translation
                        items{n} = items{n}.sorted {{ $0 < $1 }}
                    }}
                    .onEnded {{ _ in offset{n} = .zero }}
            )""",
    """            .gesture(MagnifyGesture().onChanged {{ value in zoom{n} = value.magnification }})
            .gesture(RotateGesture().onChanged {{ value in angle{n} = value.rotation }})""",
    """            .scaleEffect(isPressing ? 0.97 : 1)""",
]


def view(index: int, rng: random.Random) -> str:
    lines = [
        "import SwiftUI",
        "",
        f"/// Screen {index} of the benchmark app.",
        f"struct Screen{index}View: View {{",
    ]
    sections = rng.randint(2, 7)
    for n in range(sections):
        lines += [
            f"    @State private var position{n} = CGSize.zero",
            f"    @State private var offset{n} = CGSize.zero",
            f"    @State private var zoom{n}: CGFloat = 1",
            f"    @State private var angle{n} = Angle.zero",
            f"    @State private var selected{n} = false",
            f"    @State private var showMenu{n} = false",
            f"    @State private var items{n}: [Int] = Array(0..<20)",
        ]
    lines += [
        "    @GestureState private var dragOffset = CGSize.zero",
        "    @GestureState private var isPressing = false",
        "",
        "    var body: some View {",
        "        ScrollView {",
        "            VStack(alignment: .leading, spacing: 16) {",
    ]
    for n in range(sections):
        snippet = rng.choice(GESTURE_SNIPPETS).format(n=n)
        lines += [
            f"                Section{n}Header(title: \"Section {n}\", count: items{n}.count)",
            "                HStack {",
            f"                    Image(systemName: \"photo.on.rectangle\")",
            f"                    Text(\"Item {n}\").font(.headline)",
            "                    Spacer()",
            f"                    Text(\"\\(items{n}.count)\").foregroundStyle(.secondary)",
            "                }",
            "                .padding(.horizontal)",
            "                RoundedRectangle(cornerRadius: 12)",
            "                    .fill(.blue.gradient)",
            "                    .frame(height: 120)",
            f"                    .offset(position{n})",
            f"                    .scaleEffect(zoom{n})",
            f"                    .rotationEffect(angle{n})",
        ]
        lines += ["    " + line for line in snippet.split("\n")]
    lines += [
        "            }",
        "        }",
        "    }",
        "",
    ]
    for n in range(sections):
        lines += [
            f"    private func like{n}() {{",
            f"        zoom{n} = min(zoom{n} * 1.2, 4)",
            "    }",
            "",
            f"    private func open{n}() {{",
            f"        selected{n} = true",
            f"        showMenu{n} = false",
            "    }",
            "",
        ]
    lines += ["}", ""]
    for n in range(sections):
        lines += [
            f"private struct Section{n}Header: View {{",
            "    let title: String",
            "    let count: Int",
            "    var body: some View {",
            "        Label(title, systemImage: \"folder\").badge(count)",
            "    }",
            "}",
            "",
        ]
    return "\n".join(lines)


def main() -> None:
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    output = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) == 3 else 1000
    rng = random.Random(20261121)
    for index in range(count):
        folder = os.path.join(output, f"Feature{index // 100:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Screen{index}View.swift"), "w", encoding="utf-8") as handle:
            handle.write(view(index, rng))


if __name__ == "__main__":
    main()
