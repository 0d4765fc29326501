// Generated code is excluded by the configuration.
let pinch = MagnificationGesture()
