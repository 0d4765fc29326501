/// A gesture attached to a view node. The gesture engine conforms its attachment type (the
/// gesture, its mask and priority) to this protocol; the view layer only stores attachments in
/// `ViewNode.gestures`, in the order the modifiers were applied (innermost first).
@MainActor
package protocol GestureAttachment {}
