//! How the admin's list of signed-in sessions names a device: the browser and the system of a
//! `User-Agent`, e.g. "Firefox on Linux", so the owner recognises their own sessions (issue 21).

/// Browsers, most specific first: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [(&str, &str); 7] = [
    ("Edg/", "Edge"),
    ("OPR/", "Opera"),
    ("Firefox/", "Firefox"),
    ("FxiOS/", "Firefox"),
    ("CriOS/", "Chrome"),
    ("Chrome/", "Chrome"),
    ("Safari/", "Safari"),
];

/// Systems, most specific first: Android also says Linux, iOS also says Mac OS X.
const SYSTEMS: [(&str, &str); 7] = [
    ("Android", "Android"),
    ("iPhone", "iOS"),
    ("iPad", "iPadOS"),
    ("CrOS", "ChromeOS"),
    ("Windows", "Windows"),
    ("Mac OS X", "macOS"),
    ("Linux", "Linux"),
];

/// "Browser on System" for `user_agent`, either part "Unknown browser" / "an unknown system"
/// when it names none this knows.
pub fn describe(user_agent: &str) -> String {
    let find = |list: &[(&str, &'static str)]| {
        list.iter()
            .find(|(mark, _)| user_agent.contains(mark))
            .map(|(_, name)| *name)
    };
    let browser = find(&BROWSERS).unwrap_or("Unknown browser");
    let system = find(&SYSTEMS).unwrap_or("an unknown system");
    format!("{browser} on {system}")
}
