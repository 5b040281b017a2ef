import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { localUrl } from '@wellness/federation/sites';
import { firstViewFiles, FIRST_VIEW_DIR, pageChunkNames, SERVER_VIEWS_FILE } from '@wellness/shared/site-protocol';
import { LOCALES } from '@wellness/shared/format';
import type * as Entry from './prerenderEntry';

/** The site's CSP forbids style attributes: the browser would drop them and report each one as an error. */
function refuseInlineStyle(what: string, html: string): void {
  const inlineStyle = /<[^>]+\sstyle="[^"]*"/.exec(html);
  if (inlineStyle) throw new Error(`The first view of ${what} has a style attribute, which the CSP blocks: ${inlineStyle[0].slice(0, 160)}`);
}

/**
 * After an app's Node build: a remote's pages for the site's server written beside its browser build (ADR 0013), where
 * the server reads them: each page's first view (`first-view/<route chunk name>.html`) and first API calls
 * (`.data.json`), and the bundle itself when the remote has server views (`server.json` names it with their routes).
 * The shell's header and footer are rendered by the server itself, from this build, with the navigation the remotes
 * declare at that moment; here they are only checked.
 */
export class PrerenderPlugin implements RspackPluginInstance {
  constructor(private readonly webDist: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path!, 'prerender.cjs');
      const require = createRequire(bundle);
      delete require.cache[bundle];
      const build = require(bundle) as typeof Entry;
      const api = localUrl('api');
      if (build.hasChrome()) {
        const { header, footer } = build.renderChrome({}, '/', api);
        refuseInlineStyle('the header', header);
        refuseInlineStyle('the footer', footer);
      }
      const files = (route: string) => firstViewFiles(pageChunkNames(route)[0]!);
      const write = (file: string, text: string) => {
        mkdirSync(path.join(this.webDist, FIRST_VIEW_DIR), { recursive: true });
        writeFileSync(path.join(this.webDist, file), text);
      };
      // A first view per language: a page in Spanish paints in Spanish before the app renders it in Spanish.
      for (const locale of LOCALES) {
        for (const [route, html] of Object.entries(await build.renderFirstViews(api, locale))) {
          refuseInlineStyle(route, html);
          write(firstViewFiles(pageChunkNames(route)[0]!, locale).view, html);
        }
      }
      for (const [route, calls] of Object.entries(build.firstData())) write(files(route).calls, JSON.stringify(calls));
      // Server views (ADR 0010): this very bundle, published with the release under a name that changes with its
      // content (the server evaluates each address once), and named with its routes in first-view/server.json.
      const routes = await build.serverViewRoutes();
      if (routes.length > 0) {
        const code = readFileSync(bundle);
        const name = `server.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.cjs`;
        write(`${FIRST_VIEW_DIR}/${name}`, code.toString('utf8'));
        write(SERVER_VIEWS_FILE, JSON.stringify({ bundle: name, routes }));
      }
    });
  }
}
