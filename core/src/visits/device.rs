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

/// Marks a browser's `User-Agent` names its device by, in any case; bit `i` of a reading's
/// `found` is mark `i`.
pub(super) const DEVICE_MARKS: [&str; 9] = [
    "ipad",
    "tablet",
    "kindle",
    "silk/",
    "android",
    "mobile",
    "iphone",
    "ipod",
    "windows phone",
];
const TABLETS: u16 = 0b1111; // ipad, tablet, kindle, silk/
const ANDROID: u16 = 1 << 4;
const MOBILE: u16 = 1 << 5;
const PHONES: u16 = 0b1_1110_0000; // mobile, iphone, ipod, windows phone

impl Device {
    /// The class the [`DEVICE_MARKS`] `found` say: tablets first (an iPad, an Android without
    /// `Mobile`, a Kindle), then phones (`Mobile`, an iPhone, Windows Phone), else a desktop.
    pub(super) fn of_marks(found: u16) -> Self {
        if found & TABLETS != 0 || found & (ANDROID | MOBILE) == ANDROID {
            Self::Tablet
        } else if found & PHONES != 0 {
            Self::Phone
        } else {
            Self::Desktop
        }
    }
}
