#!/usr/bin/env python3
"""Writes Tests/TactileUITests/Compatibility/OverloadCorpus.swift: the common call forms of every
supported modifier, on a text, a shape and a stack, as SwiftUI code writes them. The test build
compiles it, so an ambiguous or missing overload fails the build (issue 12's overload audit);
the test hosts every form and checks each draws.

Add a form to FORMS (any receiver) or SHAPE_FORMS (shapes only) and re-run:
    python3 scripts/generate-overload-corpus.py
"""
import pathlib

RECEIVERS = ['Text("Hi")', 'Circle()', 'VStack { Text("A"); Text("B") }']

FORMS = [
    # background / overlay: colour, style, view, closure, shape
    '.background(Color.yellow)', '.background(.yellow)', '.background(Color.red.opacity(0.5))',
    '.background { Color.red }', '.background(alignment: .leading) { Text("bg") }',
    '.background(Color.red, in: Circle())', '.background(.red, in: .rect(cornerRadius: 8))',
    '.background(Text("under"))', '.background(Text("under"), alignment: .top)',
    '.background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))',
    '.background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))',
    '.overlay(Color.red)', '.overlay(.red)', '.overlay { Text("over") }', '.overlay(alignment: .topLeading) { Circle() }',
    '.overlay(Text("over"))', '.overlay(Circle().stroke(.red, lineWidth: 2))', '.overlay(Color.blue, in: Capsule())',
    '.border(Color.red)', '.border(.red, width: 2)',
    # foreground
    '.foregroundStyle(.red)', '.foregroundStyle(Color.blue)', '.foregroundStyle(.tint)',
    '.foregroundStyle(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 20))',
    '.foregroundColor(.green)', '.foregroundColor(nil)', '.font(.title)', '.font(nil)',
    # layout
    '.padding()', '.padding(40)', '.padding(.horizontal)', '.padding(.top, 8)', '.padding([.leading, .trailing], 4)',
    '.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))',
    '.frame(width: 100)', '.frame(width: 100, height: 50)', '.frame(height: 20, alignment: .leading)',
    '.frame(maxWidth: .infinity)', '.frame(minWidth: 10, maxWidth: 200, minHeight: 5, maxHeight: .infinity, alignment: .top)',
    '.position(x: 50, y: 50)', '.position(CGPoint(x: 1, y: 2))', '.aspectRatio(contentMode: .fit)',
    '.aspectRatio(1.5, contentMode: .fill)', '.zIndex(1)', '.fixedSize()', '.fixedSize(horizontal: false, vertical: true)',
    # effects
    '.offset(x: 10)', '.offset(y: 5)', '.offset(CGSize(width: 3, height: 4))', '.offset(x: 1, y: 2)',
    '.scaleEffect(2)', '.scaleEffect(0.5, anchor: .topLeading)', '.scaleEffect(x: 2, y: 1)', '.scaleEffect(CGSize(width: 1, height: 2))',
    '.rotationEffect(.degrees(45))', '.rotationEffect(.radians(1), anchor: .bottom)', '.rotationEffect(Angle(degrees: 30))',
    '.opacity(0.5)', '.blur(radius: 3)', '.blur(radius: 3, opaque: true)', '.shadow(radius: 4)',
    '.shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)', '.clipShape(Circle())', '.clipShape(.capsule)',
    '.clipped()', '.cornerRadius(8)', '.contentShape(Rectangle())', '.contentShape(.rect)',
    '.mask { Circle() }', '.mask(alignment: .topLeading) { Rectangle().frame(width: 10) }', '.mask(Capsule())',
    # list rows (issue 32): outside a List they change nothing
    '.listRowInsets(EdgeInsets())', '.listRowInsets(nil)', '.listRowBackground(Color.red)', '.listRowBackground(Text("bg"))',
    '.listRowSeparator(.hidden)', '.listRowSeparator(.visible, edges: .bottom)', '.listRowSeparatorTint(.red)',
    '.listRowSeparatorTint(nil, edges: .top)', '.listSectionSeparator(.hidden, edges: .all)',
    # animation
    '.animation(.default, value: 1)', '.animation(.spring(), value: true)', '.animation(nil, value: "a")',
    '.animation(.easeInOut(duration: 0.3), value: 2.0)',
    # transitions
    '.transition(.opacity)', '.transition(.scale)', '.transition(.slide)', '.transition(.move(edge: .bottom))',
    '.transition(.scale.combined(with: .opacity))', '.transition(.asymmetric(insertion: .scale, removal: .opacity))',
    '.transition(.offset(x: 0, y: 20))', '.transition(.push(from: .trailing))',
    '.transition(AnyTransition.opacity.animation(.easeIn))', '.transition(.scale(scale: 0.5, anchor: .bottom))',
    # gestures
    '.gesture(TapGesture())', '.gesture(DragGesture())', '.gesture(DragGesture(minimumDistance: 0).onChanged { _ in })',
    '.gesture(LongPressGesture(), including: .gesture)', '.gesture(TapGesture(), isEnabled: false)',
    '.simultaneousGesture(TapGesture())', '.highPriorityGesture(DragGesture())',
    '.onTapGesture { }', '.onTapGesture(count: 2) { }', '.onLongPressGesture { }', '.allowsHitTesting(false)', '.disabled(true)',
    # accessibility
    '.accessibilityIdentifier("id")', '.accessibilityLabel("Label")', '.accessibilityLabel(Text("Label"))',
    '.accessibilityValue("3")', '.accessibilityHint("Hint")', '.accessibilityAddTraits(.isButton)',
    '.accessibilityRemoveTraits([.isImage, .isStaticText])', '.accessibilityHidden(true)', '.accessibilityElement()',
    '.accessibilityElement(children: .combine)', '.accessibilityAdjustableAction { _ in }',
    # safe area and device environment (issue 32)
    '.ignoresSafeArea()', '.ignoresSafeArea(edges: .top)', '.ignoresSafeArea(.container, edges: [.bottom, .horizontal])',
    '.ignoresSafeArea(.keyboard)', '.edgesIgnoringSafeArea(.all)', '.background(.red, ignoresSafeAreaEdges: .top)',
    '.background(Color.blue, ignoresSafeAreaEdges: [])', '.safeAreaInset(edge: .bottom) { Text("bar") }',
    '.safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { Text("bar") }',
    '.safeAreaInset(edge: .trailing) { Text("rail") }', '.safeAreaPadding()', '.safeAreaPadding(20)',
    '.safeAreaPadding(.horizontal, 8)', '.safeAreaPadding(EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0))',
    '.preferredColorScheme(.dark)', '.preferredColorScheme(nil)', '.environment(\\.colorScheme, .dark)',
    '.dynamicTypeSize(.xLarge)', '.dynamicTypeSize(...DynamicTypeSize.xxLarge)', '.dynamicTypeSize(.small ... .large)',
]

SHAPE_FORMS = [
    '.fill()', '.fill(.red)', '.fill(Color.red)', '.fill(.tint)', '.fill(Color.red.opacity(0.3))',
    '.fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))',
    '.fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))',
    '.fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))',
    '.stroke()', '.stroke(lineWidth: 3)', '.stroke(.red)', '.stroke(Color.red, lineWidth: 2)', '.stroke(.blue, lineWidth: 2)',
    '.stroke(style: StrokeStyle(lineWidth: 2, dash: [4]))', '.stroke(.red, style: StrokeStyle(lineWidth: 2))',
    '.stroke(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 1, endRadius: 9), lineWidth: 4)',
]

# Controls (issue 13): Slider, Stepper and Button styles, each a whole view.
CONTROL_FORMS = [
    'Slider(value: .constant(0.5))', 'Slider(value: .constant(5.0), in: 0...10)',
    'Slider(value: .constant(5.0), in: 0...10, step: 1)', 'Slider(value: .constant(Float(0.5)), in: 0...1) { Text("Volume") }',
    'Slider(value: .constant(5.0), in: 0...10) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }',
    'Slider(value: .constant(5.0), in: 0...10, step: 2) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }',
    'Slider(value: .constant(0.5), onEditingChanged: { _ in })',
    'Slider(value: .constant(5.0), in: 0...10, step: 1) { Text("V") } onEditingChanged: { _ in }',
    'Stepper("Count", value: .constant(1))', 'Stepper("Count", value: .constant(1), in: 0...10)',
    'Stepper("Count", value: .constant(1), in: 0...10, step: 2)', 'Stepper("Count", value: .constant(1.5), step: 0.5)',
    'Stepper(value: .constant(1), in: 0...10) { Text("Count") }', 'Stepper(value: .constant(1)) { Text("Count") }',
    'Stepper("Level", onIncrement: { }, onDecrement: { })', 'Stepper("Level", onIncrement: nil, onDecrement: { })',
    'Stepper { Text("Level") } onIncrement: { } onDecrement: { }',
    'Stepper("Count", value: .constant(1), in: 0...10, onEditingChanged: { _ in })',
    'Button("Go") { }.buttonStyle(.plain)', 'Button("Go") { }.buttonStyle(.borderless)', 'Button("Go") { }.buttonStyle(.automatic)',
    'Button("Go") { }.buttonStyle(PlainButtonStyle())', 'Button("Go") { }.buttonStyle(DefaultButtonStyle())',
    'Button("Delete", role: .destructive) { }', 'Button(role: .cancel) { } label: { Text("Cancel") }',
    'Button("Go") { }.disabled(true)', 'Button { } label: { Text("Go").padding() }.buttonStyle(.plain)',
]

def total():
    return len(RECEIVERS) * len(FORMS) + 2 * len(SHAPE_FORMS) + len(CONTROL_FORMS) + 3

def main():
    lines = [
        '// Generated by scripts/generate-overload-corpus.py — do not edit; edit the script and re-run.',
        '// Every line is a SwiftUI call form that must type-check unambiguously (issue 12, overload audit).',
        'import Foundation',
        'import Testing',
        '@testable import TactileUI',
        '',
        '@MainActor',
        'enum OverloadCorpus {',
        '    /// Each form, hosted on its own: its source text and the view.',
        '    static var forms: [(String, AnyView)] {',
        '        var forms: [(String, AnyView)] = []',
    ]
    def add(source):
        escaped = source.replace('\\', '\\\\').replace('"', '\\"')
        lines.append(f'        forms.append(("{escaped}", AnyView({source})))')
    for receiver in RECEIVERS:
        for form in FORMS:
            add(receiver + form)
    for form in SHAPE_FORMS:
        add('Circle()' + form)
        add('RoundedRectangle(cornerRadius: 4)' + form)
    for form in CONTROL_FORMS:
        add(form)
    # The example, and chains of forms as real code writes them.
    add('Text("Hi").padding(40).background(Color.yellow)')
    add('Text("Hi").padding().background(.yellow).overlay(Color.red.opacity(0.1)).foregroundStyle(.blue)')
    add('Circle().fill(.red).frame(width: 40, height: 40).offset(x: 5).gesture(DragGesture()).accessibilityIdentifier("ball")')
    lines += [
        '        return forms',
        '    }',
        f'    static let count = {total()}',
        '}',
        '',
    ]
    out = pathlib.Path(__file__).resolve().parent.parent / 'Tests/TactileUITests/Compatibility/OverloadCorpus.swift'
    out.write_text('\n'.join(lines))
    print(f'wrote {out} ({total()} forms)')

main()
