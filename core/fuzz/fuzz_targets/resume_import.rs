//! Any text as a JSON Resume file to import (issue 14): reading it must never panic, and whatever
//! it creates must pass the rule of the form that would create it.
#![no_main]

use folio_core::resume::import::import_resume;
use folio_core::validation::Experience;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(import) = import_resume(text) else {
        return;
    };
    for experience in &import.experiences {
        let again = Experience::from(experience);
        assert_eq!(&again.parse().expect("valid"), experience);
    }
});
