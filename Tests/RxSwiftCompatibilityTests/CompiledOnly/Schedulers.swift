// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards the schedulers, their initialisers and the virtual-time types users subclass.

import Foundation
import Oneway

func schedulers() {
    _ = MainScheduler.instance
    _ = MainScheduler.asyncInstance
    MainScheduler.ensureExecutingOnScheduler()
    MainScheduler.ensureExecutingOnScheduler(errorMessage: "x")
    MainScheduler.ensureRunningOnMainThread()
    MainScheduler.ensureRunningOnMainThread(errorMessage: "x")
    _ = MainScheduler()
    _ = ConcurrentMainScheduler.instance
    _ = SerialDispatchQueueScheduler(qos: .default)
    _ = SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "x")
    _ = SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "x", leeway: .nanoseconds(0))
    _ = SerialDispatchQueueScheduler(queue: DispatchQueue.main, internalSerialQueueName: "x")
    _ = SerialDispatchQueueScheduler(queue: DispatchQueue.main, internalSerialQueueName: "x", leeway: .nanoseconds(0))
    _ = SerialDispatchQueueScheduler(internalSerialQueueName: "x")
    _ = SerialDispatchQueueScheduler(internalSerialQueueName: "x", serialQueueConfiguration: { _ in })
    _ = ConcurrentDispatchQueueScheduler(queue: .global())
    _ = ConcurrentDispatchQueueScheduler(queue: .global(), leeway: .nanoseconds(0))
    _ = ConcurrentDispatchQueueScheduler(qos: .default)
    _ = ConcurrentDispatchQueueScheduler(qos: .default, leeway: .nanoseconds(0))
    let cq = ConcurrentDispatchQueueScheduler(qos: .default)
    _ = cq.now
    let oq = OperationQueueScheduler(operationQueue: OperationQueue())
    _ = OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .high)
    _ = oq.operationQueue; _ = oq.queuePriority
    _ = CurrentThreadScheduler.instance
    _ = CurrentThreadScheduler.isScheduleRequired
    let st: SchedulerType = cq
    let now: RxTime = st.now
    _ = now
    _ = st.schedule(1) { _ in Disposables.create() }
    _ = st.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    _ = st.schedulePeriodic(1, startAfter: .seconds(1), period: .seconds(1)) { $0 + 1 }
    _ = st.scheduleRecursive(1) { (s: Int, recurse: (Int) -> Void) in if s < 3 { recurse(s + 1) } }
    let ist: ImmediateSchedulerType = CurrentThreadScheduler.instance
    _ = ist.schedule(1) { _ in Disposables.create() }
    _ = ist.scheduleRecursive(1) { (s: Int, recurse: (Int) -> Void) in if s < 3 { recurse(s + 1) } }
    let hs = HistoricalScheduler()
    let hs2 = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
    hs.start(); hs.stop(); _ = hs.clock; _ = hs.now
    hs2.advanceTo(Date(timeIntervalSince1970: 10))
    hs2.sleep(1)
    _ = hs2.scheduleAbsoluteVirtual(1, time: Date(timeIntervalSince1970: 20)) { _ in Disposables.create() }
    _ = hs2.scheduleRelativeVirtual(1, dueTime: 1) { _ in Disposables.create() }
    _ = hs2.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    let conv = HistoricalSchedulerTimeConverter()
    _ = conv.convertFromVirtualTime(Date())
    _ = conv.convertToVirtualTime(Date())
    _ = conv.convertFromVirtualTimeInterval(1)
    _ = conv.convertToVirtualTimeInterval(1)
    _ = conv.offsetVirtualTime(Date(), offset: 1)
    _ = conv.compareVirtualTime(Date(), Date())
    let vts = VirtualTimeScheduler(initialClock: Date(), converter: conv)
    _ = vts.clock
    _ = vts.debugDescription
    _ = VirtualTimeComparison.lessThan
    let rti: RxTimeInterval = .milliseconds(10)
    _ = rti
}

final class MyConverter: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

final class MyVTS: VirtualTimeScheduler<MyConverter> {
    init() { super.init(initialClock: 0, converter: MyConverter()) }
}
