//! The public home, derived by folio-core ([`folio_core::home`]) from what is stored
//! ([`crate::site::public_home`]): the page draws it, and the app shows it without running a rule
//! of its own.

use super::ApiTags;
use crate::error::{ApiError, ApiResult};
use crate::site::{home_for, home_source, public_home};
use crate::state::AppState;
use folio_core::home::Home;
use poem::web::Data;
use poem_openapi::OpenApi;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::registry::{MetaSchemaRef, Registry};
use poem_openapi::types::{ToJSON, Type};
use std::borrow::Cow;

/// The public home.
pub struct HomeApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl HomeApi {
    /// Everything the public home shows, derived by folio-core: the profile header (links only
    /// when http(s), the introduction as link tokens), one card per experience (its public date
    /// range, description and accomplishments as link tokens `{type: text|link|plainUrl|
    /// lineBreak}`, tool names), the By Tools and By Industries groups in the profile's orders,
    /// education grouped by category, and the published case studies' cards (with `image:
    /// {src, width, height, srcset, sizes}` for uploads stored with their size). `lang`, one of
    /// the site's languages as the profile lists it (`de`, `pt-BR`), derives it in that
    /// language's words (dates, counts), as that language's pages (`/de/`) draw it; without it,
    /// in the default language's. A language the site is not served in is a 404.
    #[oai(path = "/home", method = "get")]
    async fn public_home(
        &self,
        state: Data<&AppState>,
        /// One of the site's languages, as the profile lists it; the default when absent.
        lang: Query<Option<String>>,
    ) -> ApiResult<Json<HomeAnswer>> {
        let Some(lang) = lang.0 else {
            return Ok(Json(HomeAnswer(public_home(&state).await?.1)));
        };
        let source = home_source(&state).await?;
        let Some(language) = source
            .profile
            .languages
            .as_slice()
            .iter()
            .find(|language| language.as_str() == lang)
        else {
            return Err(ApiError::not_found(format!(
                "This site is not served in {lang}"
            )));
        };
        Ok(Json(HomeAnswer(home_for(&source, language))))
    }
}

/// The home's answer: described in the document by folio-core's [`Home`] schema, and written by
/// serde, as the page embeds it (in field order; poem-openapi's own writer would sort the keys).
pub struct HomeAnswer(Home);

impl Type for HomeAnswer {
    const IS_REQUIRED: bool = true;
    type RawValueType = Home;
    type RawElementValueType = Home;

    fn name() -> Cow<'static, str> {
        Home::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        Home::schema_ref()
    }

    fn register(registry: &mut Registry) {
        Home::register(registry);
    }

    fn as_raw_value(&self) -> Option<&Home> {
        Some(&self.0)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Home> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl ToJSON for HomeAnswer {
    fn to_json(&self) -> Option<serde_json::Value> {
        serde_json::to_value(&self.0).ok()
    }
}

#[cfg(test)]
mod tests {
    use folio_core::home::Home;
    use poem_openapi::types::{ParseFromJSON, ToJSON};

    /// The document's `Home` schema (poem-openapi's derives on folio-core's types) reads every home
    /// of folio-core's vectors (the default's and those in another language, with their
    /// fallbacks) as serde does and writes it back unchanged: it describes the JSON the answer
    /// holds.
    #[test]
    fn the_home_schema_describes_the_json_serde_writes() {
        let files = [
            include_str!("../../../core/tests/vectors/server-only/public-home.json"),
            include_str!("../../../core/tests/vectors/language/home-in.json"),
        ];
        let cases: Vec<serde_json::Value> = files
            .iter()
            .flat_map(|text| {
                let vectors: serde_json::Value =
                    serde_json::from_str(text).expect("the vectors are JSON");
                vectors["cases"]
                    .as_array()
                    .expect("the vectors have cases")
                    .clone()
            })
            .collect();
        assert!(!cases.is_empty());
        for case in &cases {
            let name = &case["name"];
            let json = case["output"].clone();
            let parsed = Home::parse_from_json(Some(json.clone()))
                .unwrap_or_else(|error| panic!("{name}: {}", error.into_message()));
            let by_serde: Home = serde_json::from_value(json.clone()).expect("serde reads it");
            assert_eq!(parsed, by_serde, "{name}");
            assert_eq!(parsed.to_json(), Some(json), "{name}");
        }
    }
}
