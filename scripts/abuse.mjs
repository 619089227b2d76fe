// `make bench`, "Abuse bounds": issue 10's hostile loads against fresh release servers
// (target/release/folio serving web/dist), each figure beside its bound; never a pass/fail.
// The figures live in web/edge/abuse.ts, beside the edge tests whose helpers they share; Node 20
// cannot strip types, so the hooks of web/edge/ts-hooks.mjs compile them on the way in.
import { register } from 'node:module';

register('../web/edge/ts-hooks.mjs', import.meta.url);
const { printAbuseFigures } = await import('../web/edge/abuse.ts');
await printAbuseFigures();
