//! Compact, deterministic number formatting for path data and SVG.
//!
//! Hand-rolled on integers so that the wasm bundle does not pull in the
//! float formatting machinery, and so that output never shows `0.30000001`.

use std::fmt::Write;

/// Appends `v` rounded to two decimals, without trailing zeros (`12`, `12.5`, `-0.25`).
pub(crate) fn push_num(out: &mut String, v: f32) {
    push_fixed(out, v, 2);
}

/// Appends `v` rounded to `decimals` (at most 6) decimals, without trailing zeros.
pub(crate) fn push_fixed(out: &mut String, v: f32, decimals: u32) {
    let decimals = decimals.min(6);
    let unit = 10i64.pow(decimals);
    let scaled = (f64::from(v) * unit as f64).round();
    let n = if scaled.is_finite() && scaled.abs() < 1e15 {
        scaled as i64
    } else {
        0
    };
    if n < 0 {
        out.push('-');
    }
    let abs = n.unsigned_abs();
    let unit = unit as u64;
    let _ = write!(out, "{}", abs / unit);
    let mut frac = abs % unit;
    if frac != 0 {
        out.push('.');
        let mut digits = decimals;
        while frac % 10 == 0 {
            frac /= 10;
            digits -= 1;
        }
        let _ = write!(out, "{frac:0width$}", width = digits as usize);
    }
}

#[cfg(test)]
mod tests {
    use super::{push_fixed, push_num};

    fn s(v: f32) -> String {
        let mut out = String::new();
        push_num(&mut out, v);
        out
    }

    #[test]
    fn formats_compactly() {
        assert_eq!(s(0.0), "0");
        assert_eq!(s(-0.0), "0");
        assert_eq!(s(-0.001), "0");
        assert_eq!(s(12.0), "12");
        assert_eq!(s(12.5), "12.5");
        assert_eq!(s(0.3), "0.3");
        assert_eq!(s(0.05), "0.05");
        assert_eq!(s(-3.256), "-3.26");
        assert_eq!(s(f32::NAN), "0");
        assert_eq!(s(f32::INFINITY), "0");
        let mut out = String::new();
        push_fixed(&mut out, 0.2375, 4);
        out.push(' ');
        push_fixed(&mut out, 1.0005, 4);
        assert_eq!(out, "0.2375 1.0005");
    }
}
