//! Filling the app's `index.html` with a page's head tags, its content and its data.

pub use folio_core::blocks::render::escape;
use serde_json::Value;

/// JSON safe inside a `<script>` element: no `<` can close it.
pub fn script_json(value: &Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// Everything a page says about itself.
pub struct Page {
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
    /// Link the RSS feed from the head.
    pub feed: bool,
    /// Markup readable without JavaScript, placed inside `#root`.
    pub body: String,
    /// The API data the app starts with (`#folio-data`).
    pub data: Option<Value>,
    /// Whether the app takes the page over; without it the page is served with its styles and
    /// no script (a preview).
    pub app: bool,
}

impl Page {
    /// A page kept out of search engines, with no data for the app.
    pub fn noindex(title: &str, description: &str, canonical: String, body: String) -> Self {
        Self {
            title: title.to_owned(),
            description: description.to_owned(),
            canonical,
            og_type: "website",
            image: None,
            json_ld: None,
            noindex: true,
            feed: false,
            body,
            data: None,
            app: true,
        }
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
    }
    meta(&mut head, "property", "og:title", &page.title);
    meta(&mut head, "property", "og:description", &page.description);
    meta(&mut head, "property", "og:type", page.og_type);
    meta(&mut head, "property", "og:url", &page.canonical);
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
    if page.feed {
        head.push_str("<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Case studies\" href=\"/feed.xml\" />\n");
    }
    if let Some(json_ld) = &page.json_ld {
        head.push_str(&format!(
            "<script type=\"application/ld+json\">{}</script>\n",
            script_json(json_ld)
        ));
    }

    let template = if page.app {
        std::borrow::Cow::Borrowed(template)
    } else {
        std::borrow::Cow::Owned(without_scripts(template))
    };
    let without_title = match (template.find("<title>"), template.find("</title>")) {
        (Some(start), Some(end)) if end > start => {
            format!(
                "{}{}",
                &template[..start],
                &template[end + "</title>".len()..]
            )
        }
        _ => template.into_owned(),
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
    use super::{Page, escape, fill, inline_scripts, script_json};
    use serde_json::json;

    #[test]
    fn a_preview_leaves_the_apps_loader_out_and_keeps_the_styles() {
        let template = "<html><head><title>x</title>\
            <script type=\"module\">import('/assets/index-a.js')</script>\
            <link rel=\"stylesheet\" crossorigin href=\"/assets/index-c.css\">\
            </head><body><div id=\"root\"></div></body></html>";
        let stylesheet = "<link rel=\"stylesheet\" crossorigin href=\"/assets/index-c.css\">";
        let page = Page::noindex("T", "D", "http://x/".into(), "<main></main>".into());
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
            ..Page::noindex("T", "D", "http://x/".into(), "<main></main>".into())
        };
        let html = fill(template, &page);
        assert!(
            !html.contains("<script") && !html.contains("index-a.js"),
            "{html}"
        );
        assert!(html.contains(stylesheet));
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
