/// The failure of `result`, or nil when it is a value (or missing).
func failure<Value, Error>(_ result: Result<Value, Error>?) -> Error? {
    guard case .failure(let error) = result else { return nil }
    return error
}

/// The value of `result`, or nil when it is a failure (or missing).
func value<Value, Error>(_ result: Result<Value, Error>?) -> Value? {
    guard case .success(let value) = result else { return nil }
    return value
}
