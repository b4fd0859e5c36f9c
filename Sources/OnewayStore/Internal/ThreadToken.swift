#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A non-zero number naming the calling thread, unique among live threads.
///
/// The store keeps it in atomics (which thread is reducing, which is notifying), so it must be
/// a plain integer rather than a `pthread_t`, whose type differs between platforms.
@usableFromInline
func currentThreadToken() -> UInt {
    #if canImport(Glibc)
        UInt(pthread_self())
    #else
        UInt(bitPattern: pthread_self())
    #endif
}
