//! A reader's device class from its `User-Agent` (issue 44): phone, tablet or desktop, read from
//! the marks browsers send; nothing else of the `User-Agent` is kept.

use serde::Serialize;

/// A device class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Device {
    /// A phone.
    Phone,
    /// A tablet.
    Tablet,
    /// A desktop or laptop (and anything that says nothing).
    Desktop,
}

impl Device {
    /// The class's stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Phone => "phone",
            Self::Tablet => "tablet",
            Self::Desktop => "desktop",
        }
    }
}

/// The device class `user_agent` says: tablets first (an iPad, an Android without `Mobile`, a
/// Kindle), then phones (`Mobile`, an iPhone, Windows Phone), else a desktop.
pub fn device(user_agent: &str) -> Device {
    let agent = user_agent.to_ascii_lowercase();
    let has = |mark: &str| agent.contains(mark);
    if has("ipad")
        || has("tablet")
        || has("kindle")
        || has("silk/")
        || (has("android") && !has("mobile"))
    {
        Device::Tablet
    } else if has("mobile") || has("iphone") || has("ipod") || has("windows phone") {
        Device::Phone
    } else {
        Device::Desktop
    }
}
