import Foundation

/// Writes `LabWorkerFrame`s to a pipe's file descriptor, one whole frame (or batch) per call, from
/// any thread: frames of concurrent writers never interleave.
///
/// Writes combine: a caller that finds another caller's write in progress appends its bytes and
/// returns, and the writer in progress writes them with its next system call — so many sessions
/// writing at once cost a few `write`s, not one each, and nobody waits for a lock while bytes
/// go out (the lab's server relays every page message this way).
///
/// Invariant: bytes reach the pipe in the order their `write` calls took the lock, each call's
/// bytes contiguous. `write` returns false once the reading side is gone (EPIPE; SIGPIPE is
/// ignored by `LabWorkerPipe.ignoreBrokenPipeSignal()`) or after `close()`; bytes queued before a
/// failure are dropped with it. The descriptor is closed exactly once, never while a system call
/// uses it, so a descriptor number the system reuses is never written to.
final class LabWorkerPipeWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var broken = false
    private var closed = false
    /// Guarded by `lock`: bytes waiting for the writer in progress, whether one is, and whether
    /// `close()` came while it was.
    private var pending: [UInt8] = []
    private var spare: [UInt8] = []
    private var flushing = false
    private var closeRequested = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `frames` as one piece; false if the pipe is broken.
    @discardableResult
    func write(_ frames: [LabWorkerFrame]) -> Bool {
        var bytes: [UInt8] = []
        for frame in frames { frame.append(to: &bytes) }
        return write(bytes: bytes)
    }

    @discardableResult
    func write(_ frame: LabWorkerFrame) -> Bool { write(bytes: frame.encoded()) }

    /// Closes the descriptor (the reader sees end of file) once what was written before has gone
    /// out; later writes return false.
    func close() {
        lock.withLock {
            guard !closed else { return }
            closed = true
            if flushing {
                closeRequested = true
            } else {
                broken = true
                systemClose(descriptor)
            }
        }
    }

    /// Writes raw bytes (tests write malformed frames with it).
    @discardableResult
    func write(bytes: [UInt8]) -> Bool {
        lock.lock()
        guard !broken, !closed else {
            lock.unlock()
            return false
        }
        pending.append(contentsOf: bytes)
        if flushing {
            lock.unlock()
            return true
        }
        flushing = true
        while !pending.isEmpty && !broken {
            var chunk = pending
            pending = spare
            lock.unlock()
            let written = writeAll(chunk)
            chunk.removeAll(keepingCapacity: true)
            lock.lock()
            spare = chunk
            if !written {
                broken = true
                pending.removeAll()
            }
        }
        flushing = false
        if closeRequested {
            closeRequested = false
            broken = true
            systemClose(descriptor)
        }
        let result = !broken
        lock.unlock()
        return result
    }

    /// One buffer to the descriptor, however many system calls it takes; false on a failure.
    private func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// Pipes for worker frames.
enum LabWorkerPipe {
    /// A write to a pipe whose reader is gone must be an error value, not the signal that kills the
    /// process (a crashed worker must not take the server with it).
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// A new pipe: (read end, write end).
    static func make() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            throw LabError(.workerEnded, "The lab could not make a pipe for a worker (errno \(errno)).")
        }
        return (descriptors[0], descriptors[1])
    }

    /// Reads `descriptor` on a thread of its own until end of file, decoding frames as they come;
    /// the descriptor is closed when reading stops.
    /// `onFrame` gets each frame and `onError` each malformed one, in order, on that thread; after
    /// an unrecoverable error reading stops. `onEnd` runs last, with the error that ended reading
    /// (a frame cut short or unrecoverable), or nil at a clean end of file.
    static func startReading(
        _ descriptor: Int32, name: String, maxFrameBytes: Int,
        onFrame: @escaping @Sendable (LabWorkerFrame) -> Void,
        onError: @escaping @Sendable (LabWorkerFrameError) -> Void,
        onEnd: @escaping @Sendable (LabWorkerFrameError?) -> Void
    ) {
        startReading(descriptor, name: name, maxFrameBytes: maxFrameBytes,
                     onFrames: { frames in for frame in frames { onFrame(frame) } }, onError: onError, onEnd: onEnd)
    }

    /// `startReading` giving the frames of each read together (in order, never empty), so a
    /// reader can handle a burst at once and answer it with one write; an error comes after the
    /// frames before it.
    static func startReading(
        _ descriptor: Int32, name: String, maxFrameBytes: Int,
        onFrames: @escaping @Sendable ([LabWorkerFrame]) -> Void,
        onError: @escaping @Sendable (LabWorkerFrameError) -> Void,
        onEnd: @escaping @Sendable (LabWorkerFrameError?) -> Void
    ) {
        let thread = Thread {
            var decoder = LabWorkerFrameDecoder(maxFrameBytes: maxFrameBytes)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    systemClose(descriptor)
                    onEnd(decoder.endOfStreamError)
                    return
                }
                decoder.append(buffer[0..<count])
                var frames: [LabWorkerFrame] = []
                while let result = decoder.next() {
                    switch result {
                    case .success(let frame):
                        frames.append(frame)
                    case .failure(let error):
                        if !frames.isEmpty { onFrames(frames) }
                        frames.removeAll()
                        onError(error)
                        if !error.recoverable {
                            systemClose(descriptor)
                            onEnd(error)
                            return
                        }
                    }
                }
                if !frames.isEmpty { onFrames(frames) }
            }
        }
        thread.name = name
        thread.start()
    }
}

/// The system's `write` and `close` (inside `LabWorkerPipeWriter` its own methods take those names).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func systemClose(_ descriptor: Int32) { _ = close(descriptor) }
