import SwiftSyntax

/// A tap that only hides a notice which hides itself: the action only sets flags to `false` or `nil`
/// (`isToastPresented = false`, possibly in `withAnimation`), and code of the run also clears each of
/// those flags after a delay (`DelayedClearing`: `asyncAfter`, a scheduled `Timer`, after
/// `Task.sleep`). A toast, snackbar or "Copied!" banner tapped away early is no control: it goes away
/// on its own, and VoiceOver announces it without anything to press.
///
/// Invariant: every name the tap clears must be cleared later somewhere in the run; a tap that also
/// does anything else (opens, navigates, calls a function) is not read as a dismissal.
enum SelfDismissingTap {
    static func onlyHidesSelfDismissingNotice(_ closure: ClosureExprSyntax?, module: ModuleIndex) -> Bool {
        guard let statements = closure?.statements, !statements.isEmpty,
              let cleared = ClosesIfOpen.clearedNames(statements), !cleared.isEmpty
        else { return false }
        return cleared.isSubset(of: module.clearedLater)
    }
}
