import Foundation

/// Core Graphics' zero size (`CGSizeZero`, a C constant Swift imports as a global): `CGSize.zero`.
/// Code written before `CGSize.zero` still spells it so (`@State var size: CGSize = CGSizeZero`).
public let CGSizeZero = CGSize.zero
/// Core Graphics' zero point (`CGPointZero`): `CGPoint.zero`.
public let CGPointZero = CGPoint.zero
/// Core Graphics' zero rectangle (`CGRectZero`): `CGRect.zero`, at the origin with no size.
public let CGRectZero = CGRect.zero
