// zod as every schema of this repository builds with it: zod/mini, the functional form of zod 4
// (`z.optional(s)`, `s.check(z.minLength(1))`), which a bundler trims to the parts a page uses,
// where classic zod's methods bring the whole library into every page (issue 18).
//
// The generated pages' Content-Security-Policy forbids eval; zod probes `new Function` to compile
// faster object parsers when a schema is built, and the browser reports that probe as a violation
// on every page. Jitless parsing avoids it. Mini, unlike classic zod, loads no locale of its own:
// English is set here so that issues read as they always have ("Invalid input: expected string,
// received number"). Importing z from here runs both settings before any schema is built
// (package.json lists this module as the package's one side effect, so bundlers keep the calls).
import * as z from 'zod/mini';

z.config({ jitless: true, ...z.locales.en() });

export { z };
