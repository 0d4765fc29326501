//
//  Item.swift
//
//  Xcode's SwiftData app template's model, as the template writes it.
//

import Foundation
import SwiftData

@Model
final class Item {
    var timestamp: Date
    
    init(timestamp: Date) {
        self.timestamp = timestamp
    }
}
