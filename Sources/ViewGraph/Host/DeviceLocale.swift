import Foundation

// The simulated iPhone's region: US English, as the lessons were recorded. Foundation on Linux takes
// `en_001` as the current locale whatever the environment says (so `1200.formatted(.currency(code:
// "USD"))` would print "US$1,200.00"). These shadow Foundation's in lesson code, as the engine's
// `Task.sleep` does, and format as the iPhone did.

extension Locale {
    /// The device's locale: en_US.
    public static var current: Locale { usEnglish }
    /// The device's locale, following changes: en_US.
    public static var autoupdatingCurrent: Locale { usEnglish }
}

extension Date {
    /// The date and time as the device shows them by default (numeric date, short time).
    public func formatted() -> String {
        formatted(Date.FormatStyle(date: .numeric, time: .shortened).locale(usEnglish))
    }

    /// The date and time in the given styles, in the device's locale.
    public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        Date.FormatStyle(date: date, time: time).locale(usEnglish).format(self)
    }

    /// The date in `format`, in the device's locale.
    public func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == Date {
        format.locale(usEnglish).format(self)
    }
}

extension BinaryInteger {
    /// The number as the device shows it (1,234).
    public func formatted() -> String { IntegerFormatStyle<Int>().locale(usEnglish).format(Int(self)) }

    /// The number in `format`, in the device's locale.
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
        format.locale(usEnglish).format(self)
    }
}

extension BinaryFloatingPoint {
    /// The number as the device shows it (1,234.5).
    public func formatted() -> String { FloatingPointFormatStyle<Double>().locale(usEnglish).format(Double(self)) }

    /// The number in `format`, in the device's locale.
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
        format.locale(usEnglish).format(self)
    }
}

extension Decimal {
    /// The number in `format`, in the device's locale.
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
        format.locale(usEnglish).format(self)
    }
}
