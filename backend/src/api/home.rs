//! The public home, derived by folio-core ([`folio_core::home`]) from what is stored
//! ([`crate::site::public_home`]): the page draws it, and the app shows it without running a rule
//! of its own.

use super::ApiTags;
use crate::error::{ApiError, ApiResult};
use crate::site::{home_for, home_source, public_home};
use crate::state::AppState;
use folio_core::home::{Home, HomeShown, HomeSource, shown};
use folio_core::home_view::HomeView;
use folio_core::language::{LanguageTag, localized_path};
use poem::web::Data;
use poem_openapi::OpenApi;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::registry::{MetaSchemaRef, Registry};
use poem_openapi::types::{ToJSON, Type};
use serde::Serialize;
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
    ) -> ApiResult<Json<InOrder<Home>>> {
        let Some(lang) = lang.0 else {
            return Ok(Json(InOrder(public_home(&state).await?.1)));
        };
        let source = home_source(&state).await?;
        let language = served_in(&source, &lang)?;
        Ok(Json(InOrder(home_for(&source, &language))))
    }

    /// One view of the public home, one page of it, as the page of that view draws it (issue
    /// 46): the header, and the drawn view's part only (the other lists are empty). `tab`,
    /// `filter` and `page` are read as the home's address reads them (an unknown value is the
    /// default view's, Education is one page): All shows 20 experience cards a page, the
    /// Playground 12 case study cards, By Tools and By Industries whole groups of about 100 and
    /// 20 experiences. `view` is the view shown and `pager` its place among the view's pages, each
    /// with its address in the page's language. A page past the last is a 404; `lang` is read as
    /// `/api/home` reads it.
    #[oai(path = "/home/view", method = "get")]
    async fn home_view(
        &self,
        state: Data<&AppState>,
        /// `experiences` (the default), `education` or `playground`.
        tab: Query<Option<String>>,
        /// On `experiences`: `all` (the default), `tools` or `industries`.
        filter: Query<Option<String>>,
        /// The page, from 1 (the default).
        page: Query<Option<String>>,
        /// One of the site's languages, as the profile lists it; the default when absent.
        lang: Query<Option<String>>,
    ) -> ApiResult<Json<InOrder<HomeShown>>> {
        let view = HomeView::from_query(Some(&view_query(&tab.0, &filter.0, &page.0)));
        let source = home_source(&state).await?;
        let language = match lang.0 {
            Some(lang) => served_in(&source, &lang)?,
            None => source.profile.languages.default_language().clone(),
        };
        let languages = &source.profile.languages;
        let address = |href: &str| {
            localized_path(languages, &language, href).unwrap_or_else(|| href.to_owned())
        };
        let part = shown(home_for(&source, &language), view, address)
            .ok_or_else(|| ApiError::not_found(format!("This view has no page {}", view.page)))?;
        Ok(Json(InOrder(part)))
    }
}

/// The query naming a view, from its parts as they were given.
fn view_query(tab: &Option<String>, filter: &Option<String>, page: &Option<String>) -> String {
    let mut query = url::form_urlencoded::Serializer::new(String::new());
    for (name, value) in [("tab", tab), ("filter", filter), ("page", page)] {
        if let Some(value) = value {
            query.append_pair(name, value);
        }
    }
    query.finish()
}

/// The site's language `lang`, as the profile lists it; a language the site is not served in is
/// a 404.
fn served_in(source: &HomeSource, lang: &str) -> ApiResult<LanguageTag> {
    source
        .profile
        .languages
        .as_slice()
        .iter()
        .find(|language| language.as_str() == lang)
        .cloned()
        .ok_or_else(|| ApiError::not_found(format!("This site is not served in {lang}")))
}

/// A home's answer: described in the document by folio-core's schema of `T` ([`Home`],
/// [`HomeShown`]), and written by serde, as the page embeds it (in field order; poem-openapi's own
/// writer would sort the keys).
pub struct InOrder<T>(T);

impl<T: Type<RawValueType = T, RawElementValueType = T> + Serialize> Type for InOrder<T> {
    const IS_REQUIRED: bool = true;
    type RawValueType = T;
    type RawElementValueType = T;

    fn name() -> Cow<'static, str> {
        T::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }

    fn as_raw_value(&self) -> Option<&T> {
        Some(&self.0)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a T> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl<T: Type<RawValueType = T, RawElementValueType = T> + Serialize> ToJSON for InOrder<T> {
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
