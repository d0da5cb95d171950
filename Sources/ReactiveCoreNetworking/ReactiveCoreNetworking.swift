// The module a program imports for `URLSession.reactive`: ReactiveCore itself comes with it, so
// ReactiveSwift code that uses URLSession changes one import (`import ReactiveSwift` →
// `import ReactiveCoreNetworking`). It is apart from ReactiveCore so that a program that never
// uses URLSession does not load FoundationNetworking, libcurl and the libraries behind them.
@_exported import ReactiveCore
