//! The `translations` field of a stored or validated row, written once: [`with_translations!`].

/// Declares a struct whose last field, `translations`, carries the row's texts in the site's
/// other languages ([`crate::translations::Carried`]). The server reads them, each language's
/// texts from a JSON object only ([`crate::translations::texts::objects`]), and writes them, left
/// out when there are none; the browser's module neither reads nor writes them, and its
/// TypeScript type has them optional.
///
/// ```ignore
/// with_translations! {
///     /// A row.
///     #[derive(Serialize, Deserialize)]
///     pub struct Row {
///         /// Its name.
///         pub name: String,
///     }
///     /// Its name in the site's other languages.
///     translations: RowTexts,
/// }
/// ```
macro_rules! with_translations {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $($fields:tt)*
        }
        $(#[$field_meta:meta])*
        translations: $texts:ty $(,)?
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $($fields)*
            $(#[$field_meta])*
            #[cfg_attr(
                not(target_arch = "wasm32"),
                serde(
                    default,
                    skip_serializing_if = "Option::is_none",
                    deserialize_with = "crate::translations::texts::objects"
                )
            )]
            #[cfg_attr(target_arch = "wasm32", serde(skip))]
            #[cfg_attr(feature = "wasm", tsify(optional))]
            pub translations: $crate::translations::Carried<$texts>,
        }
    };
}

pub(crate) use with_translations;
