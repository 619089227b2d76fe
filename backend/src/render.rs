//! The public pages' markup, drawn by the web app's own React components: the build's
//! `server/render.js` (Vite's SSR build of `web/src/render.tsx`) run by QuickJS, an embedded
//! JavaScript engine compiled from crates.io (`rquickjs`), on a thread of its own.
//!
//! The engine renders one page at a time. Renders wait in a bounded queue, and each has a time
//! and a memory bound: a render that cannot run, or fails, answers `None` and the page goes out
//! without markup for the app to draw in the browser (see `pages`), and the engine starts afresh
//! for the next one. Pages are rendered once per site version: the snapshot keeps the result.

use folio_core::language::Messages;
use rquickjs::function::Rest;
use rquickjs::{
    CatchResultExt, Coerced, Context, Ctx, Function, Module, Object, Persistent, Runtime,
};
use std::cell::Cell;
use std::collections::HashMap;
use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, TrySendError, sync_channel};
use std::time::{Duration, Instant};
use tokio::sync::{OnceCell, oneshot};

/// Renders waiting at most; past it a page is served for the browser to draw.
const QUEUE: usize = 64;
/// The engine's heap: a case study at the content bound renders in well under it.
const MEMORY_LIMIT: usize = 512 * 1024 * 1024;
/// The longest one render may run before the engine stops it.
const TIME_LIMIT: Duration = Duration::from_secs(2);
/// How long the engine is kept after its last render. Pages are rendered once per site version,
/// so between writes it mostly waits: dropped, its module and heap go back to the system, and
/// the next render loads it again (the `engine loaded` line of the log says in how long). A
/// minute keeps it through an owner's round of edits and previews.
const KEPT_IDLE: Duration = Duration::from_secs(60);
/// The engine's JavaScript stack, on a thread with room for it.
const JS_STACK: usize = 4 * 1024 * 1024;
const THREAD_STACK: usize = 16 * 1024 * 1024;

/// Where the build puts the render module, inside the web app's build folder.
pub const BUNDLE: &str = "server/render.js";

struct Job {
    path: String,
    search: String,
    data: String,
    reply: oneshot::Sender<Result<String, String>>,
}

/// The handle of the render thread.
pub struct Renderer {
    jobs: Option<SyncSender<Job>>,
}

impl Renderer {
    /// A renderer of the build in `web_dir`; one that never renders when the build has no
    /// render module (the app then draws every page in the browser).
    pub fn load(web_dir: &Path) -> Self {
        match std::fs::read_to_string(web_dir.join(BUNDLE)) {
            Ok(source) => Self::start(source),
            Err(error) => {
                tracing::warn!(%error, dir = %web_dir.display(), "no render module: the browser draws the pages");
                Self { jobs: None }
            }
        }
    }

    /// Starts the render thread for the module `source`.
    pub fn start(source: String) -> Self {
        let (jobs, queue) = sync_channel(QUEUE);
        let started = std::thread::Builder::new()
            .name("folio-render".into())
            .stack_size(THREAD_STACK)
            .spawn(move || serve(&source, &queue));
        if let Err(error) = started {
            tracing::error!(%error, "the render thread could not start");
            return Self { jobs: None };
        }
        Self { jobs: Some(jobs) }
    }

    /// The markup of `#root` for the page at `path` and `search` (the query without `?`), drawn
    /// from `data` (the page's `InitialData`), or `None` when it could not be rendered (logged).
    pub async fn render(
        &self,
        path: &str,
        search: &str,
        data: &serde_json::Value,
    ) -> Option<String> {
        let jobs = self.jobs.as_ref()?;
        let (reply, answer) = oneshot::channel();
        let job = Job {
            path: path.to_owned(),
            search: search.to_owned(),
            data: data.to_string(),
            reply,
        };
        match jobs.try_send(job) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => {
                tracing::warn!(path, "the render queue is full: the browser draws the page");
                return None;
            }
            Err(TrySendError::Disconnected(_)) => return None,
        }
        match answer.await {
            Ok(Ok(html)) => Some(html),
            Ok(Err(error)) => {
                tracing::error!(path, search, %error, "rendering failed: the browser draws the page");
                None
            }
            Err(_) => None,
        }
    }
}

/// A loaded engine: the module's `render` function in its own runtime.
struct Engine {
    // Dropped before the context and runtime that hold it.
    render: Persistent<Function<'static>>,
    context: Context,
    runtime: Runtime,
    deadline: Rc<Cell<Option<Instant>>>,
}

impl Engine {
    fn new(source: &str) -> Result<Self, String> {
        let started = Instant::now();
        let runtime = Runtime::new().map_err(|e| e.to_string())?;
        runtime.set_memory_limit(MEMORY_LIMIT);
        runtime.set_max_stack_size(JS_STACK);
        let deadline: Rc<Cell<Option<Instant>>> = Rc::default();
        let watched = deadline.clone();
        runtime.set_interrupt_handler(Some(Box::new(move || {
            watched.get().is_some_and(|at| Instant::now() > at)
        })));
        let context = Context::full(&runtime).map_err(|e| e.to_string())?;
        let render = context.with(|ctx| {
            console(&ctx).map_err(|e| e.to_string())?;
            let (module, done) = Module::declare(ctx.clone(), "render.js", source)
                .catch(&ctx)
                .map_err(|e| e.to_string())?
                .eval()
                .catch(&ctx)
                .map_err(|e| e.to_string())?;
            done.finish::<()>().catch(&ctx).map_err(|e| e.to_string())?;
            let render: Function = module
                .get("render")
                .catch(&ctx)
                .map_err(|e| e.to_string())?;
            Ok::<_, String>(Persistent::save(&ctx, render))
        });
        let render =
            render.map_err(|error: String| format!("loading the render module: {error}"))?;
        tracing::info!(
            ms = started.elapsed().as_secs_f64() * 1000.0,
            "engine loaded"
        );
        Ok(Self {
            render,
            context,
            runtime,
            deadline,
        })
    }

    fn render(&self, job: &Job) -> Result<String, String> {
        let started = Instant::now();
        self.deadline.set(Some(started + TIME_LIMIT));
        let html = self.context.with(|ctx| {
            let render = self
                .render
                .clone()
                .restore(&ctx)
                .map_err(|e| e.to_string())?;
            render
                .call::<_, String>((job.path.as_str(), job.search.as_str(), job.data.as_str()))
                .catch(&ctx)
                .map_err(|e| e.to_string())
        });
        self.deadline.set(None);
        // What one render costs (`make bench` prints these): its time, and the engine's heap at
        // its end, before the collector runs.
        let heap = self.runtime.memory_usage().memory_used_size;
        if let Ok(html) = &html {
            tracing::info!(
                path = %job.path,
                search = %job.search,
                ms = started.elapsed().as_secs_f64() * 1000.0,
                heap_kib = heap / 1024,
                markup_kib = html.len() / 1024,
                "rendered"
            );
        }
        self.runtime.run_gc();
        html
    }
}

/// A `console` whose every call is logged: React reports its errors there.
fn console(ctx: &Ctx<'_>) -> rquickjs::Result<()> {
    let console = Object::new(ctx.clone())?;
    let log = Function::new(ctx.clone(), |words: Rest<Coerced<String>>| {
        let text: Vec<String> = words.0.into_iter().map(|word| word.0).collect();
        tracing::warn!(message = %text.join(" "), "render console");
    })?;
    for level in ["log", "info", "warn", "error", "debug"] {
        console.set(level, log.clone())?;
    }
    ctx.globals().set("console", console)
}

/// The render thread: one job at a time until the server drops its handle, the engine kept
/// while renders come ([`KEPT_IDLE`]).
fn serve(source: &str, queue: &Receiver<Job>) {
    let mut engine: Option<Engine> = None;
    // A module that cannot be loaded never will be (the build is fixed for the life of the
    // process): every page is then drawn in the browser, and the reason logged once.
    let mut broken: Option<String> = None;
    loop {
        let next = match engine {
            Some(_) => queue.recv_timeout(KEPT_IDLE),
            None => queue.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let job = match next {
            Ok(job) => job,
            Err(RecvTimeoutError::Timeout) => {
                engine = None;
                continue;
            }
            Err(RecvTimeoutError::Disconnected) => return,
        };
        // Nobody waits for it any more (the request was dropped).
        if job.reply.is_closed() {
            continue;
        }
        if let Some(reason) = &broken {
            let _ = job.reply.send(Err(reason.clone()));
            continue;
        }
        let loaded = match engine.take() {
            Some(engine) => engine,
            None => match Engine::new(source) {
                Ok(engine) => engine,
                Err(error) => {
                    tracing::error!(%error, "the render module cannot be loaded: the browser draws every page");
                    broken = Some(error.clone());
                    let _ = job.reply.send(Err(error));
                    continue;
                }
            },
        };
        let answer = loaded.render(&job);
        // A render that failed may have left the engine out of memory or half-way through
        // React's work: the next one starts from a fresh engine.
        if answer.is_ok() {
            engine = Some(loaded);
        }
        let _ = job.reply.send(answer);
    }
}

/// Which of the two 404 pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NotFoundKind {
    /// The site's page for an unknown address.
    Page,
    /// The page for an unknown or unpublished case study.
    CaseStudy,
}

/// Most renderings kept: two pages for each of a site's languages, with room for the languages
/// an owner had before; past it they are all dropped, and rendered again when asked.
const MAX_RENDERINGS: usize = 64;

/// A 404 page's kind, its words (the catalogue's with the owner's wording, so a new wording is
/// rendered anew at once), its home address and its footer (the owner's name and contact, as
/// JSON, so a new name is too).
type RenderingKey = (NotFoundKind, Messages, String, String);

/// The markup of the two 404 pages, each rendered once per interface's words and home address
/// (its 'Go Back' link): the same for every address of its kind in that language.
#[derive(Default)]
pub struct Renderings {
    cells: std::sync::Mutex<HashMap<RenderingKey, Arc<OnceCell<Option<String>>>>>,
}

impl Renderings {
    /// Where the page of `kind` in the words of `messages`, going back to `home`, with `footer`,
    /// is kept: its markup, or `None` when its render failed (not tried again for every 404).
    pub fn cell(
        &self,
        kind: NotFoundKind,
        messages: &Messages,
        home: &str,
        footer: &str,
    ) -> Arc<OnceCell<Option<String>>> {
        let mut cells = self.cells.lock().unwrap_or_else(|e| e.into_inner());
        let key = (kind, messages.clone(), home.to_owned(), footer.to_owned());
        if !cells.contains_key(&key) && cells.len() >= MAX_RENDERINGS {
            cells.clear();
        }
        cells.entry(key).or_default().clone()
    }
}
