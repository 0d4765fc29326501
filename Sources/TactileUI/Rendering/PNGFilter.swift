/// PNG's five row filters (PNG §9.2): each predicts a byte from its left (`a`), upper (`b`) and
/// upper-left (`c`) neighbours; the file stores the byte minus the prediction, modulo 256.
package enum PNGFilter {
    package static func predictor(_ filter: UInt8, a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
        switch filter {
        case 1: return a
        case 2: return b
        case 3: return UInt8((Int(a) + Int(b)) / 2)
        case 4:
            let p = Int(a) + Int(b) - Int(c)
            let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: return 0
        }
    }
}
