/// The results of a batched fetch (SwiftData's `FetchResultsCollection`): here every result is
/// fetched at once, and the batch size changes nothing.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    let elements: [Element]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}
