//! Filling the app's `index.html` with a page's head tags, its content and its data.

pub use folio_core::blocks::render::escape;
use serde_json::Value;

/// JSON safe inside a `<script>` element: no `<` can close it.
pub fn script_json(value: &Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// What the head of a page of a site in several languages says of the page in each of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternates {
    /// Every language's `hreflang` tag and its absolute address of the page, the page's own
    /// included, the default first.
    pub links: Vec<(String, String)>,
    /// The default language's address of the page: `hreflang="x-default"`.
    pub x_default: String,
    /// The page's language in `og:locale`'s form.
    pub locale: String,
    /// Every other language in that form: `og:locale:alternate`.
    pub locale_alternates: Vec<String>,
}

/// Everything a page says about itself.
pub struct Page {
    /// The language of its words, `<html lang>`: the page's language's tag for a public page,
    /// English for the admin's.
    pub lang: String,
    /// The page in the site's other languages; none on a one-language site.
    pub alternates: Option<Alternates>,
    /// `<title>` and `og:title`.
    pub title: String,
    /// Meta description and `og:description`.
    pub description: String,
    /// Absolute canonical URL.
    pub canonical: String,
    /// `website` or `article`.
    pub og_type: &'static str,
    /// Absolute image URL for `og:image`.
    pub image: Option<String>,
    /// Structured data (`application/ld+json`).
    pub json_ld: Option<Value>,
    /// Keep search engines away (`noindex`).
    pub noindex: bool,
    /// The address of the RSS feed the head links: the page's language's (`/feed.xml`,
    /// `/de/feed.xml`); none for a page that links no feed.
    pub feed: Option<String>,
    /// More of the head, written by the render (the preloads of the page's first images).
    pub head: String,
    /// Markup readable without JavaScript, placed inside `#root`.
    pub body: String,
    /// The data the app starts with (`#folio-data`): the API's answers it draws from, and the
    /// home's views.
    pub data: Option<Value>,
    /// Whether the app takes the page over; without it the page is served with its styles and
    /// no script (a preview).
    pub app: bool,
    /// Markup shown where scripts do not run, in a `<noscript>` after the content: the admin's
    /// note that it needs JavaScript (issue 40). Empty on the public pages, which need none.
    pub noscript: String,
}

impl Page {
    /// A page kept out of search engines, with no content or data yet.
    pub fn noindex(title: &str, description: &str, canonical: String) -> Self {
        Self {
            lang: "en".to_owned(),
            alternates: None,
            title: title.to_owned(),
            description: description.to_owned(),
            canonical,
            og_type: "website",
            image: None,
            json_ld: None,
            noindex: true,
            feed: None,
            head: String::new(),
            body: String::new(),
            data: None,
            app: true,
            noscript: String::new(),
        }
    }

    /// The page in the language `lang`.
    pub fn in_language(mut self, lang: impl Into<String>) -> Self {
        self.lang = lang.into();
        self
    }

    /// The page with `data` for the app.
    pub fn with_data(mut self, data: Value) -> Self {
        self.data = Some(data);
        self
    }
}

/// The contents of `template`'s inline module scripts (the app's loader, see `web/vite.config.ts`).
pub fn inline_scripts(template: &str) -> impl Iterator<Item = &str> {
    const OPEN: &str = "<script type=\"module\">";
    template
        .split(OPEN)
        .skip(1)
        .filter_map(|rest| rest.split_once("</script>").map(|(script, _)| script))
}

/// The `<link …/>` elements at the start of `markup`, and the rest.
pub fn leading_links(markup: &str) -> (&str, &str) {
    let mut end = 0;
    while markup[end..].starts_with("<link ")
        && let Some(close) = markup[end..].find('>')
    {
        end += close + 1;
    }
    markup.split_at(end)
}

/// `template` with each of its stylesheets (`<link rel="stylesheet" … href="/assets/x.css">`)
/// written in as a `<style>` element, when `read` finds the file; any other is left as it is.
pub fn inline_styles(template: &str, read: impl Fn(&str) -> Option<String>) -> String {
    const OPEN: &str = "<link rel=\"stylesheet\"";
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find(OPEN) {
        out.push_str(&rest[..start]);
        let Some(end) = rest[start..].find('>').map(|end| start + end + 1) else {
            break;
        };
        let link = &rest[start..end];
        let css = link
            .split_once("href=\"")
            .and_then(|(_, href)| href.split_once('"'))
            .filter(|(href, _)| href.starts_with("/assets/") && !href.contains(".."))
            .and_then(|(href, _)| read(href))
            .filter(|css| !css.to_ascii_lowercase().contains("</style"));
        match css {
            Some(css) => out.push_str(&format!("<style>{}</style>", css.trim_end())),
            None => out.push_str(link),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `template` without the app's scripts (its inline module loader; the build leaves no other).
fn without_scripts(template: &str) -> String {
    const OPEN: &str = "<script type=\"module\"";
    const CLOSE: &str = "</script>";
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find(OPEN) {
        out.push_str(&rest[..start]);
        rest = rest[start..]
            .find(CLOSE)
            .map_or("", |end| &rest[start + end + CLOSE.len()..]);
    }
    out.push_str(rest);
    out
}

/// `template` with its `<html lang="…">` saying `lang`; a template without one is left as it is.
fn with_lang(template: &str, lang: &str) -> String {
    const OPEN: &str = "<html lang=\"";
    let Some(start) = template.find(OPEN).map(|at| at + OPEN.len()) else {
        return template.to_owned();
    };
    let Some(end) = template[start..].find('"').map(|at| start + at) else {
        return template.to_owned();
    };
    format!("{}{}{}", &template[..start], escape(lang), &template[end..])
}

/// `template` (the built `index.html`) with `page` filled in.
pub fn fill(template: &str, page: &Page) -> String {
    let mut head = String::new();
    let meta = |head: &mut String, attr: &str, key: &str, value: &str| {
        head.push_str(&format!(
            "<meta {attr}=\"{key}\" content=\"{}\" />\n",
            escape(value)
        ));
    };
    head.push_str(&format!("<title>{}</title>\n", escape(&page.title)));
    meta(&mut head, "name", "description", &page.description);
    if page.noindex {
        meta(&mut head, "name", "robots", "noindex");
    } else {
        head.push_str(&format!(
            "<link rel=\"canonical\" href=\"{}\" />\n",
            escape(&page.canonical)
        ));
        if let Some(alternates) = &page.alternates {
            let link = |head: &mut String, hreflang: &str, href: &str| {
                head.push_str(&format!(
                    "<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\" />\n",
                    escape(hreflang),
                    escape(href)
                ));
            };
            for (hreflang, href) in &alternates.links {
                link(&mut head, hreflang, href);
            }
            link(&mut head, "x-default", &alternates.x_default);
        }
    }
    meta(&mut head, "property", "og:title", &page.title);
    meta(&mut head, "property", "og:description", &page.description);
    meta(&mut head, "property", "og:type", page.og_type);
    meta(&mut head, "property", "og:url", &page.canonical);
    if let Some(alternates) = &page.alternates {
        meta(&mut head, "property", "og:locale", &alternates.locale);
        for locale in &alternates.locale_alternates {
            meta(&mut head, "property", "og:locale:alternate", locale);
        }
    }
    let card = if page.image.is_some() {
        "summary_large_image"
    } else {
        "summary"
    };
    meta(&mut head, "name", "twitter:card", card);
    meta(&mut head, "name", "twitter:title", &page.title);
    meta(&mut head, "name", "twitter:description", &page.description);
    if let Some(image) = &page.image {
        meta(&mut head, "property", "og:image", image);
        meta(&mut head, "name", "twitter:image", image);
    }
    if let Some(feed) = &page.feed {
        head.push_str(&format!(
            "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Case studies\" href=\"{}\" />\n",
            escape(feed)
        ));
    }
    head.push_str(&page.head);
    if let Some(json_ld) = &page.json_ld {
        head.push_str(&format!(
            "<script type=\"application/ld+json\">{}</script>\n",
            script_json(json_ld)
        ));
    }

    let template = with_lang(template, &page.lang);
    let template = if page.app {
        template
    } else {
        without_scripts(&template)
    };
    let without_title = match (template.find("<title>"), template.find("</title>")) {
        (Some(start), Some(end)) if end > start => {
            format!(
                "{}{}",
                &template[..start],
                &template[end + "</title>".len()..]
            )
        }
        _ => template,
    };
    let with_head = match without_title.find("</head>") {
        Some(at) => format!("{}{head}{}", &without_title[..at], &without_title[at..]),
        None => format!("{head}{without_title}"),
    };
    let mut root = format!("<div id=\"root\">{}</div>", page.body);
    if let Some(data) = &page.data {
        root.push_str(&format!(
            "<script type=\"application/json\" id=\"folio-data\">{}</script>",
            script_json(data)
        ));
    }
    if !page.noscript.is_empty() {
        root.push_str(&format!("<noscript>{}</noscript>", page.noscript));
    }
    match with_head.find("<div id=\"root\"></div>") {
        Some(at) => format!(
            "{}{root}{}",
            &with_head[..at],
            &with_head[at + "<div id=\"root\"></div>".len()..]
        ),
        None => format!("{with_head}{root}"),
    }
}

#[cfg(test)]
mod tests {
    use super::{Page, escape, fill, inline_scripts, inline_styles, leading_links, script_json};
    use serde_json::json;

    #[test]
    fn a_preview_leaves_the_apps_loader_out_and_keeps_the_styles() {
        let template = "<html><head><title>x</title>\
            <script type=\"module\">import('/assets/index-a.js')</script>\
            <link rel=\"stylesheet\" crossorigin href=\"/assets/index-c.css\">\
            </head><body><div id=\"root\"></div></body></html>";
        let stylesheet = "<link rel=\"stylesheet\" crossorigin href=\"/assets/index-c.css\">";
        let page = Page {
            body: "<main></main>".into(),
            ..Page::noindex("T", "D", "http://x/".into())
        };
        let html = fill(template, &page);
        assert!(html.contains("<script type=\"module\">import('/assets/index-a.js')</script>"));
        assert!(html.contains(stylesheet));
        assert!(html.contains("<div id=\"root\"><main></main></div>"));
        assert_eq!(
            inline_scripts(template).collect::<Vec<_>>(),
            ["import('/assets/index-a.js')"]
        );

        let page = Page {
            app: false,
            body: "<main></main>".into(),
            ..Page::noindex("T", "D", "http://x/".into())
        };
        let html = fill(template, &page);
        assert!(
            !html.contains("<script") && !html.contains("index-a.js"),
            "{html}"
        );
        assert!(html.contains(stylesheet));
    }

    #[test]
    fn the_page_says_its_language() {
        let template = "<!doctype html><html lang=\"en\"><head></head><body><div id=\"root\"></div></body></html>";
        let page = Page::noindex("T", "D", "http://x/".into()).in_language("de");
        assert!(fill(template, &page).starts_with("<!doctype html><html lang=\"de\"><head>"));
        let page = Page::noindex("T", "D", "http://x/".into());
        assert!(fill(template, &page).contains("<html lang=\"en\">"));
    }

    #[test]
    fn stylesheets_are_written_into_the_page() {
        let template = "<head><link rel=\"stylesheet\" crossorigin href=\"/assets/index-c.css\">\
            <link rel=\"stylesheet\" href=\"/assets/gone.css\"></head>";
        let read =
            |href: &str| (href == "/assets/index-c.css").then(|| "a{color:red}\n".to_owned());
        assert_eq!(
            inline_styles(template, read),
            "<head><style>a{color:red}</style><link rel=\"stylesheet\" href=\"/assets/gone.css\"></head>"
        );
        let closing = |_: &str| Some("a{}</style><script>x</script>".to_owned());
        assert_eq!(inline_styles(template, closing), template);
    }

    #[test]
    fn the_renders_leading_links_are_told_apart() {
        let markup = r#"<link rel="preload" as="image" href="/a.png"/><link rel="preload" as="image" href="/b.png"/><main><link rel="x"/></main>"#;
        let (links, rest) = leading_links(markup);
        assert_eq!(
            links,
            r#"<link rel="preload" as="image" href="/a.png"/><link rel="preload" as="image" href="/b.png"/>"#
        );
        assert_eq!(rest, r#"<main><link rel="x"/></main>"#);
        assert_eq!(leading_links("<main></main>"), ("", "<main></main>"));
    }

    #[test]
    fn escaping_covers_markup_and_quotes() {
        assert_eq!(
            escape(r#"<a href="x">'&'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
    }

    #[test]
    fn script_json_cannot_close_its_element() {
        let text = script_json(&json!({ "t": "</script><script>alert(1)</script>" }));
        assert!(!text.contains('<'), "{text}");
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&text).unwrap()["t"],
            "</script><script>alert(1)</script>"
        );
    }
}
