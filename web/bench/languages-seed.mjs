// `node languages-seed.mjs BASE COOKIE`: turns the bench's one-language portfolio into a site in
// 4 languages (issue 25 goal 7): `languages: ["en", "de", "fr", "es"]` on the profile, then the
// profile's intro and every experience translated into German, French and Spanish, and each case
// study with its German, French and Spanish title, slug, description, content and tags. Some
// texts are left to the default's, so the measured pages show fallbacks: in German the last 3
// experiences' description and accomplishments, in Spanish every accomplishment, tool usage note
// and the intro. A case study at the content bound (slug `heavy`) gets a translation at the bound
// in each language too. Prints one line per language and page, `LANG KIND PATH` (KIND `home`,
// `study` for the case study with every block, `heavy` for the one at the bound), a case study's
// at its translated slug when the server serves it, else at the default slug in that language (a
// server that ignores case-study translations serves the default's texts there, marked as
// fallbacks); then a `#` line saying which.
const [base, cookie] = process.argv.slice(2);
const LANGUAGES = ['de', 'fr', 'es'];

async function admin(method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

await admin('PUT', '/api/admin/profile', {
  languages: ['en', ...LANGUAGES],
  translations: {
    de: { briefIntro: 'Ich baue durchdachte Produkte von der ersten Skizze bis zur letzten Version.' },
    fr: { briefIntro: 'Je conçois des produits soignés, de la première esquisse à la dernière version.' },
    es: {}, // the default's intro, marked as a fallback
  },
});

const WORDS = {
  de: { role: 'Rolle', company: 'Firma', industry: 'Technologie', about: 'Worum es in der Rolle ging, in wenigen Sätzen.', shipped: 'Dinge ausgeliefert; Details unter', usage: 'Berichte' },
  fr: { role: 'Poste', company: 'Société', industry: 'Technologie', about: 'Ce que le poste recouvrait, en quelques phrases.', shipped: 'Des livraisons ; détails sur', usage: 'Rapports' },
  es: { role: 'Puesto', company: 'Empresa', industry: 'Tecnología', about: 'De qué trataba el puesto, en pocas frases.' },
};
const experiences = await admin('GET', '/api/admin/experiences');
for (const [index, experience] of experiences.entries()) {
  const n = experience.jobTitle.replace(/\D/g, '') || String(index + 1);
  const translations = {};
  for (const lang of LANGUAGES) {
    const w = WORDS[lang];
    const texts = { jobTitle: `${w.role} ${n}`, company: `${w.company} ${n}`, industry: w.industry };
    if (!(lang === 'de' && Number(n) > 9)) texts.description = w.about;
    if (w.shipped && !(lang === 'de' && Number(n) > 9)) {
      texts.accomplishments = `${w.shipped} https://example.org/${n}.`;
    }
    if (w.usage) texts.tools = { SQL: w.usage };
    translations[lang] = texts;
  }
  await admin('PUT', `/api/admin/experiences/${experience.id}`, { ...experience, translations });
}

const STUDY = {
  de: { title: 'Neubau der Zahlungsplattform', slug: 'zahlungsplattform', description: 'Ein Hauptbuch ohne Ausfallzeit nach Rust bringen.', tags: ['rust', 'zahlungen'],
    texts: ['Das Problem', 'Ein Hauptbuch mit <b>fettem</b> Text und [einem Link](https://example.org).', 'Erst funktionieren lassen, dann schnell machen.', 'Das alte Hauptbuch, vor dem Umzug.'] },
  fr: { title: 'Refonte de la plateforme de paiement', slug: 'plateforme-de-paiement', description: 'Passer un grand livre à Rust sans interruption.', tags: ['rust', 'paiements'],
    texts: ['Le problème', 'Un grand livre avec du texte en <b>gras</b> et [un lien](https://example.org).', 'Faites-le marcher, puis rendez-le rapide.', "L'ancien grand livre, avant le déménagement."] },
  es: { title: 'Reescritura de la plataforma de pagos', slug: 'plataforma-de-pagos', description: 'Llevar un libro mayor a Rust sin interrupciones.', tags: ['rust', 'pagos'],
    texts: ['El problema', 'Un libro mayor con texto en <b>negrita</b> y [un enlace](https://example.org).', 'Haz que funcione, luego hazlo rápido.', 'El libro mayor antiguo, antes de la mudanza.'] },
};
const HEAVY_SLUG = { de: 'schwer', fr: 'lourd', es: 'pesado' };
/** The default's Editor.js document with its header, paragraph, quote and image caption in `lang`. */
function translated(content, lang) {
  const [header, paragraph, quote, caption] = STUDY[lang].texts;
  const doc = JSON.parse(content);
  for (const block of doc.blocks) {
    if (block.type === 'header') block.data.text = header;
    if (block.type === 'paragraph') block.data.text = paragraph;
    if (block.type === 'quote') block.data.text = quote;
    if (block.type === 'image') block.data.caption = caption;
  }
  return JSON.stringify(doc);
}
const studies = await admin('GET', '/api/admin/case-studies');
const slugs = {}; // default slug -> {lang: translated slug}
const notes = [];
for (const study of studies) {
  const translations = {};
  for (const lang of LANGUAGES) {
    translations[lang] = study.slug === 'heavy'
      ? { title: `Heavy (${lang})`, slug: HEAVY_SLUG[lang], description: 'At the bound.', content: study.content, tags: [], isPublished: true }
      : { title: STUDY[lang].title, slug: STUDY[lang].slug, description: STUDY[lang].description,
          content: translated(study.content, lang), tags: STUDY[lang].tags, isPublished: true };
  }
  slugs[study.slug] = Object.fromEntries(LANGUAGES.map((lang) => [lang, translations[lang].slug]));
  const { version: _, ...fields } = study;
  try {
    await admin('PUT', `/api/admin/case-studies/${study.id}`, { ...fields, translations });
  } catch (error) {
    // A server may bound a case study's languages together; the figures then say so.
    if (study.slug !== 'heavy') throw error;
    notes.push(`# the case study at the content bound: its translations at the bound refused (${error.message.slice(0, 200)}); its pages show the default's`);
  }
}

let taken = true; // whether the case study with every block is served at its translated slugs
for (const lang of ['en', ...LANGUAGES]) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  console.log(`${lang} home ${prefix}/`);
  for (const [kind, slug] of [['study', 'payments-platform'], ['heavy', 'heavy']]) {
    if (!slugs[slug]) continue;
    let path = `${prefix}/case-studies/${slug}`;
    if (lang !== 'en') {
      const own = `${prefix}/case-studies/${slugs[slug][lang]}`;
      if ((await fetch(base + own)).ok) path = own;
      else if (kind === 'study') taken = false;
    }
    console.log(`${lang} ${kind} ${path}`);
  }
}
console.log(taken
  ? '# case studies: the server took their translations; each language at its own slug'
  : "# case studies: the server ignored their translations (no page at a translated slug); each language at the default's slug, with the default's texts marked as fallbacks");
for (const note of notes) console.log(note);
