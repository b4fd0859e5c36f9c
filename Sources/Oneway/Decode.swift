// Here, not in OnewayCore, because it needs Foundation's `Data` and decoders, and the core
// imports only what the toolchain's smaller modules provide.
import Foundation

extension ObservableType where Element == Data {
    /// Returns a sequence of each element decoded as `type` by `decoder`.
    ///
    /// Decoding runs on the thread that delivers the element. An element that fails to
    /// decode ends the sequence with the decoder's error (`DecodingError` for Foundation's
    /// decoders) and disposes the source subscription; the source's own error and
    /// completion pass through.
    ///
    /// - Parameters:
    ///   - type: The `Decodable` type to decode each element as.
    ///   - decoder: The decoder, such as `JSONDecoder` or `PropertyListDecoder`; a custom
    ///     one conforms to `DataDecoder`.
    /// - Returns: The sequence of decoded values.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// A decoder of `Decodable` values from raw `Data`, as `decode(type:decoder:)` uses it.
///
/// `JSONDecoder` and `PropertyListDecoder` conform. A conforming decoder is called on the
/// thread that delivers each element, once per element.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The encoded value.
    /// - Returns: The decoded value.
    /// - Throws: An error when `data` is not a valid encoding of `type`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
