import OnewayCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension StateFile {
    /// What a save did.
    enum SaveOutcome {
        /// Nothing to save, or the value's encoding is what the file already holds.
        case unchanged
        /// The value is in the file, durably.
        case saved(Value)
        /// Nothing was written; the file is as it was.
        case failed(PersistenceError)
    }

    /// Saves the value `take` returns, unless it returns `nil` or the file already holds it.
    ///
    /// `take` runs under the file's lock, so that of two saves racing, the one that took the
    /// newer value writes last. The value's `encode(to:)` runs under it too: it must not use
    /// this file.
    func save(_ take: () -> Value?) -> SaveOutcome {
        guarded.withLock { contents -> SaveOutcome in
            guard let value = take() else { return .unchanged }
            let data: Data
            do {
                data = try encode(value)
            } catch {
                return .failed(
                    PersistenceError(
                        .encodingFailed, file: url,
                        description:
                            "Could not save the state to \(path): encoding failed (\(describeDecodingError(error)))."))
            }
            if data == contents.known { return .unchanged }
            if let suffix = contents.unusableSuffix {
                do throws(FileSystemError) {
                    _ = try DurableFile.moveAside(path, suffix: suffix)
                    contents.unusableSuffix = nil
                } catch {
                    return .failed(
                        PersistenceError(
                            .writeFailed, file: url, errorCode: error.code,
                            description: "Did not save the state to \(path): the file there could not be restored, "
                                + "and could not be moved aside (\(error)); it is not overwritten. Retrying at the "
                                + "next change."))
                }
            }
            do throws(FileSystemError) {
                try DurableFile.write(data, to: path)
                contents.known = data
                return .saved(value)
            } catch {
                contents.known = nil
                return .failed(
                    PersistenceError(
                        .writeFailed, file: url, errorCode: error.code,
                        description: "Could not save the state to \(path) (\(error)). Retrying at the next change."))
            }
        }
    }

    /// Marks the file attached to a store; stops the program if it already is.
    func attach() {
        let wasAttached = guarded.withLock { contents in
            defer { contents.isAttached = true }
            return contents.isAttached
        }
        require(
            !wasAttached,
            "Store.persist: the StateFile for \(path) is already attached to a store; attach a file to one store at a time"
        )
    }

    /// Marks the file free to attach again.
    func detach() {
        guarded.withLock { $0.isAttached = false }
    }
}
